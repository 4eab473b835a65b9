import { describe, expect, it } from 'vitest';
import { imageSource, isImageFile } from './image-proxy';

describe('imageSource', () => {
  it('uses the original without a proxy', () => {
    expect(imageSource(null, '/demo/hall.jpg', { width: 640, height: 360 }, 'https://cup.example')).toEqual({
      src: '/demo/hall.jpg',
    });
  });

  it('asks the proxy for the absolute original at 1x and 2x as WebP', () => {
    const { src, srcSet } = imageSource(
      'https://img.example/resize?key=a',
      '/demo/hall photo.jpg',
      { width: 640, height: 360 },
      'https://cup.example',
    );
    const url = new URL(src);
    expect(url.origin + url.pathname).toBe('https://img.example/resize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'a',
      url: 'https://cup.example/demo/hall%20photo.jpg',
      width: '640',
      height: '360',
      format: 'webp',
    });
    const [one, two] = (srcSet ?? '').split(', ');
    expect(one).toBe(`${src} 1x`);
    const double = new URL(two.replace(/ 2x$/, ''));
    expect([double.searchParams.get('width'), double.searchParams.get('height')]).toEqual(['1280', '720']);
  });

  it('keeps an absolute original as it is', () => {
    const { src } = imageSource(
      'https://img.example/',
      'https://cdn.example/a.png',
      { width: 10, height: 10 },
      'https://x',
    );
    expect(new URL(src).searchParams.get('url')).toBe('https://cdn.example/a.png');
  });
});

describe('isImageFile', () => {
  it('tells pictures from documents', () => {
    expect(isImageFile({ extension: 'JPG' })).toBe(true);
    expect(isImageFile({ extension: '.webp' })).toBe(true);
    expect(isImageFile({ extension: 'pdf' })).toBe(false);
  });
});
