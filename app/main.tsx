import './styles.css';
import { nextTask } from './lib/next-task';

// A tap on a link while the app is still adopting the drawn page is left to the browser, which opens
// the page itself: the router may not take a navigation until it has hydrated, and a tap it dropped
// would leave the person where they were. Once the page is the app's, links are the router's.
addEventListener(
  'click',
  (event) => {
    if (document.documentElement.dataset.app === 'ready') return;
    if (event.target instanceof Element && event.target.closest('a[href]')) event.stopImmediatePropagation();
  },
  true,
);

// The app starts in stages, each evaluated in a task of its own (see also boot.tsx): React first,
// then the app that adopts the page.
await import('react-dom/client');
await nextTask();
await import('./boot');
