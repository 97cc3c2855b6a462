// Mail clients turn anything that looks like a web address into a link ("https://x.example",
// "www.x.example", even a bare "x.example"), and HTML escaping does not stop them. Words someone typed
// (a name, a venue, an offer's description) must not become a link inside our branded mail, so their
// web addresses are "defanged" as security notices write them: "https[://]evil[.]example". E-mail
// addresses stay as they are: they open the reader's mail program, not a site.

const DOTS = /[.\u3002\uFF0E\uFF61]/g;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const TOP_LEVEL = String.raw`(?:xn--[a-z0-9-]+|\p{L}{2,})`;
const HOST = new RegExp(
  String.raw`(?<![@\p{L}\p{N}._-])(?:(?:${LABEL}[.\u3002\uFF0E\uFF61])+${TOP_LEVEL}|\d{1,3}(?:\.\d{1,3}){3})(?![\p{L}\p{N}_@-]|\.\d)`,
  'giu',
);
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;

/** The text with every web address broken so that no mail client links it. */
export function unlinked(text: string): string {
  return text.replace(SCHEME, '$1[://]').replace(HOST, (host) => host.replace(DOTS, '[.]'));
}
