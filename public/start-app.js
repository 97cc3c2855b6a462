// Starts the app's code once the page has painted. A page the server drew is readable without it, so
// on a weak signal its stylesheet and images take the link first; the app then adopts the page
// (app/main.tsx). The build writes the entry's address into the tag's data attribute.
(() => {
  const { entry, start } = document.currentScript.dataset;
  const root = document.documentElement;
  const ready = () => root.dataset.app === 'ready';

  // A drawn page is visible before the app has adopted it. A link works then as a plain link; a tap on
  // a control (a button, a checkbox, a select's choice) would do nothing, so it is kept and replayed,
  // in order, on the same element once the app has adopted the page (the root layout marks
  // <html data-app="ready">). Adoption keeps the drawn elements, so the replay reaches their handlers.
  const kept = [];
  const CONTROL = 'button, input, label, summary, [role="button"]';
  const keepTap = (event) => {
    if (ready() || !(event.target instanceof Element)) return;
    const control = event.target.closest(CONTROL);
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push(() => control.click());
  };
  const keepChoice = (event) => {
    if (ready() || !(event.target instanceof HTMLSelectElement)) return;
    const select = event.target;
    // Adoption may set the drawn choice back; the replay makes the visitor's choice again.
    const { value } = select;
    kept.push(() => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  document.addEventListener('click', keepTap, true);
  document.addEventListener('change', keepChoice, true);
  const replay = () => {
    document.removeEventListener('click', keepTap, true);
    document.removeEventListener('change', keepChoice, true);
    for (const action of kept.splice(0)) action();
  };
  new MutationObserver((_, observer) => {
    if (!ready()) return;
    observer.disconnect();
    replay();
  }).observe(root, { attributes: true, attributeFilter: ['data-app'] });

  // The bare shell (a signed-in screen) has nothing to paint without the app: its whole start is asked
  // for at once, side by side, instead of each stage finding the next.
  if (!document.getElementById('root')?.hasChildNodes()) {
    for (const href of start.split(' ')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
    return;
  }
  // A frame, then a task: the first paint happens before anything else is asked for.
  requestAnimationFrame(() => setTimeout(() => import(entry), 0));
})();
