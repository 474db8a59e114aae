/** The catalogues as the build serves them (scripts/vite-catalogues.ts): compiled, one chunk each. */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
