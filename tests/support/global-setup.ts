import { warmCompressedCopies } from './warm-compressed-copies.js';

/** npm test: the content catalogue is compressed once for the run's many test servers. */
export default function setup() {
  return warmCompressedCopies();
}
