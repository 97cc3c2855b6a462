// Starts the app's code once the page has painted. A page the server drew is readable without it, so
// on a weak signal its stylesheet and images take the link first; the app then adopts the page
// (app/main.tsx). The build writes the entry's address into the tag's data attribute.
(() => {
  const { entry } = document.currentScript.dataset;
  // A frame, then a task: the first paint happens before anything else is asked for.
  requestAnimationFrame(() => setTimeout(() => import(entry), 0));
})();
