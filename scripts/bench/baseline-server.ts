/**
 * The benchmark's baseline: a bare node:http server answering from memory with the same bytes the
 * app sends, so each app row can be compared with the most this machine and Node can do:
 *   GET /json   the gated topic's JSON body (file given as the first argument)
 *   GET /asset  the entry chunk, brotli-compressed as the app sends it (second argument)
 * Started as its own process, like the app, so both share the cores with the load generator alike.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [jsonFile, assetFile] = process.argv.slice(2);
if (!jsonFile || !assetFile) throw new Error('usage: baseline-server.ts JSON_FILE BROTLI_ASSET_FILE');
const json = readFileSync(jsonFile);
const asset = readFileSync(assetFile);
const answers: Record<string, { body: Buffer; headers: Record<string, string> }> = {
  '/json': { body: json, headers: { 'content-type': 'application/json', 'content-length': String(json.length) } },
  '/asset': {
    body: asset,
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(asset.length),
    },
  },
};

const server = createServer((request, response) => {
  const answer = answers[request.url ?? ''];
  if (!answer) return void response.writeHead(404).end();
  response.writeHead(200, answer.headers).end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`baseline listening on ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
