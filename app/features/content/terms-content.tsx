import { TERMS_SECTIONS } from './terms-sections';

/** The numbered table of contents, each entry an anchor to its section. */
export function TermsToc() {
  return (
    <nav aria-labelledby="toc-title" className="rounded-xl border border-line bg-white p-5">
      <p id="toc-title" className="font-semibold text-pine-800">
        Contents
      </p>
      <ol className="mt-2 gap-x-6 sm:columns-2">
        {TERMS_SECTIONS.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex min-h-11 items-center rounded-md px-2 text-lake-700 underline-offset-2 hover:bg-lake-50 hover:underline"
            >
              {index + 1}. {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The fifteen sections, each an h2 with an id for anchor links. */
export function TermsBody() {
  return (
    <div className="space-y-8">
      {TERMS_SECTIONS.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} className="scroll-mt-20 text-xl font-bold text-pine-800">
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed marker:text-pine-600">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
