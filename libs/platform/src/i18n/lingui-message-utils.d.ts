// The package's types sit under dist/ and are reached through its "exports" map, which this repo's
// node10 module resolution does not read; the runtime path is the one Node resolves.
declare module '@lingui/message-utils/compileMessage' {
  export * from '@lingui/message-utils/dist/compileMessage';
}
