// Starts the app's code once the page has painted. A page the server drew is readable without it, so
// on a weak signal its stylesheet and images take the link first; the app then adopts the page
// (app/main.tsx). The build writes the entry's address into the tag's data attribute.
(() => {
  const { entry, start } = document.currentScript.dataset;
  const root = document.documentElement;
  const ready = () => root.dataset.app === 'ready';

  // A drawn page is visible before the app has adopted it. A tap then on a control (a button, a
  // checkbox, a select's choice) would do nothing, and a tap on a link could be taken by the app half
  // way through adopting the page and lost (seen in e2e: the click reached the link's handler before
  // the router had taken the page over, and the page stayed where it was). So each is kept and
  // replayed, in order, on the same element once the app has adopted the page (the root layout marks
  // <html data-app="ready">); adoption keeps the drawn elements, so the replay reaches their handlers.
  // A link to elsewhere, to a new tab or with a modifier key is the browser's to follow at once.
  const kept = [];
  const keptLinks = [];
  const CONTROL = 'a[href], button, input, label, summary, [role="button"]';
  const isBrowsers = (link, event) =>
    link.origin !== location.origin ||
    link.target !== '' ||
    link.hasAttribute('download') ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey;
  // The router takes a replayed link by pushing its address (in a microtask). Once in a CI run of many
  // it did not, and the visitor stayed where they were: a link the app has not taken by the next task
  // is followed by the browser, so a tap is never lost.
  const follow = (link) => {
    const from = location.href;
    link.click();
    setTimeout(() => {
      if (location.href === from && link.href !== from) location.assign(link.href);
    }, 0);
  };
  const keepTap = (event) => {
    if (ready() || !(event.target instanceof Element)) return;
    const control = event.target.closest(CONTROL);
    if (!control) return;
    if (control instanceof HTMLAnchorElement) {
      if (isBrowsers(control, event)) return;
      keptLinks.push(control);
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push(control instanceof HTMLAnchorElement ? () => follow(control) : () => control.click());
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
  // When the app's code cannot arrive (the signal dropped), the page stays a plain page: nothing more
  // is kept, and a kept link is followed as the browser would have.
  const plainPage = () => {
    document.removeEventListener('click', keepTap, true);
    document.removeEventListener('change', keepChoice, true);
    const link = keptLinks.at(-1);
    if (link) location.assign(link.href);
  };
  const startApp = () => import(entry).catch(plainPage);

  // The bare shell (a signed-in screen) has nothing to paint without the app: its whole start is asked
  // for at once, side by side, instead of each stage finding the next.
  if (!document.getElementById('root')?.hasChildNodes()) {
    for (const href of start.split(' ')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    startApp();
    return;
  }
  // A frame, then a task: the first paint happens before anything else is asked for.
  requestAnimationFrame(() => setTimeout(startApp, 0));
})();
