/** The studio's browser entry: the app in #studio-root, with its stylesheet bundled beside it. */
import './studio.css';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('studio-root');
if (root) createRoot(root).render(<App />);
