/**
 * The UI's entry: connect to the host (desktop or browser), then render the studio.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The global styles before any feature's: a feature's rules come later and so win ties.
import './styles/theme.css';
import './styles/base.css';
import './styles/widgets.css';
import './styles/marks.css';
import { App } from './app/app';
import { connectBridge } from './bridge/studio-bridge';
import { installBridge } from './state/studio';

installBridge(connectBridge());
const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
