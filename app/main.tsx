import './styles.css';

// The app starts in stages, each evaluated in a task of its own: a slow phone answers a tap between
// them instead of freezing for the whole start. React first, then the app that adopts the page.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import('react-dom/client');
await nextTask();
await import('./boot');
