// pdf-lib's self-contained ES module build (its compression library included): importing it
// instead of the package root keeps CommonJS interop helpers out of the shared runtime chunk that
// every page loads. Same API as the package root.
declare module 'pdf-lib/dist/pdf-lib.esm.min.js' {
  export * from 'pdf-lib';
}
