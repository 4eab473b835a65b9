import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { editionKey, editionOf, editionPath, editionQuery, useEditionPath } from './edition';

describe('editionOf', () => {
  it('reads the year in front of a path', () => {
    expect(editionOf('/2024/results')).toBe(2024);
    expect(editionOf('/2024/results/team-category/MA')).toBe(2024);
  });

  it('is the current edition without a year in front', () => {
    expect(editionOf('/results')).toBeUndefined();
    expect(editionOf('/results/match/2024')).toBeUndefined();
    expect(editionOf('/2024')).toBeUndefined();
    expect(editionOf('/20245/results')).toBeUndefined();
    expect(editionOf('/admin/editions')).toBeUndefined();
  });
});

describe('editionPath', () => {
  it('puts the year in front, the current edition as it is', () => {
    expect(editionPath('/results/match/3', 2024)).toBe('/2024/results/match/3');
    expect(editionPath('/results/match/3', undefined)).toBe('/results/match/3');
  });
});

describe('editionKey and editionQuery', () => {
  it('keep the current edition as it was and tell the years apart', () => {
    expect(editionKey(['competition', 'static'], undefined)).toEqual(['competition', 'static']);
    expect(editionKey(['competition', 'static'], 2024)).toEqual(['competition', 'static', { edition: 2024 }]);
    expect(editionQuery(undefined)).toBeUndefined();
    expect(editionQuery(2024)).toEqual({ edition: 2024 });
  });
});

describe('useEditionPath', () => {
  const hrefOn = (path: string) => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: [path] }, children);
    return renderHook(() => useEditionPath(), { wrapper }).result.current;
  };

  it("keeps links in the shown page's edition", () => {
    expect(hrefOn('/2024/results/team-category/MA')('/results/competition-group/MA-A')).toBe(
      '/2024/results/competition-group/MA-A',
    );
    expect(hrefOn('/results/team-category/MA')('/results/competition-group/MA-A')).toBe(
      '/results/competition-group/MA-A',
    );
  });
});
