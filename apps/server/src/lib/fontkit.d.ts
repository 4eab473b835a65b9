// fontkit ships no types; pdf.ts needs only these parts of it.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
