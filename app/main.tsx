import './styles.css';
import { nextTask } from './lib/next-task';

// The app starts in stages, each evaluated in a task of its own (see also boot.tsx): React first,
// then the app that adopts the page.
await import('react-dom/client');
await nextTask();
await import('./boot');
