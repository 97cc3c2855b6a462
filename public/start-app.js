// Starts the app's code once the page has painted. A page the server drew is readable without it, so
// on a weak signal its stylesheet and images take the link first; the app then adopts the page
// (app/main.tsx). The build writes the entry and the modules it needs into the tag's data attributes.
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  const start = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // A frame, then a task: the first paint happens before anything else is asked for.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
