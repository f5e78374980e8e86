// The text a PDF draws, for tests of generated PDFs (the invoice, issue 40 §11): each content
// stream is inflated when it is Flate-encoded, and the strings shown by Tj/TJ (literal or hex, as
// pdf-lib writes them for the standard fonts) are read as Latin-1, one text run per line. Not a
// general PDF parser: enough to check what our own writer put on the page. Node only (zlib).
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const runs: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g;
  for (const [, dict, body] of raw.matchAll(streams)) {
    let content = body!;
    if (/\/Filter\s*\/FlateDecode/.test(dict!)) {
      try {
        content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
      } catch {
        continue; // not a content stream we can read (e.g. an object stream of another filter)
      }
    }
    for (const [, hex, literal] of content.matchAll(/(?:<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      if (hex !== undefined) runs.push(Buffer.from(hex.replace(/\s/g, ''), 'hex').toString('latin1'));
      else runs.push(literal!.replace(/\\([()\\])/g, '$1'));
    }
  }
  return runs.join('\n');
}
