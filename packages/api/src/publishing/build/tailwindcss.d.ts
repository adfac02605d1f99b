// The package's types are reachable only through its `exports` map, which this project's
// `moduleResolution: node` does not read; its runtime entry for `require` is the same module.
declare module 'tailwindcss' {
  export { compile } from 'tailwindcss/dist/lib.mjs';
}
