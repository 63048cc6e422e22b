// The qrcode library behind a static, named import, loaded only through qr-code.ts's import().
// qrcode is CommonJS: a dynamic import() of it straight away makes the bundler add its CJS
// interop helper (__toESM) to the runtime chunk that every page loads; a named import does not.
export { toDataURL } from 'qrcode';
