import { linkify } from '~/lib/linkify';

/**
 * Someone's words drawn as text, with their http(s) addresses as links that open apart from the app,
 * send no referrer, and tell search engines the link is the writer's, not ours. Never HTML.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // Parts never move: their place in the message is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts are fixed
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="break-all underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts are fixed
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
