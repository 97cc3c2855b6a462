// heic-decode ships no types: its default export decodes the first image of a HEIC file to RGBA.
declare module 'heic-decode' {
  function decode(input: { buffer: Uint8Array }): Promise<{
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }>;
  export default decode;
}
