/**
 * The UI's entry: connect to the host (desktop or browser), then render the studio.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectBridge } from './bridge/studio-bridge';
import { installBridge } from './state/studio';
import './styles/base.css';

installBridge(connectBridge());
const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
