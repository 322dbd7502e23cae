import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createContractClient } from '@openportal/contract-client';
import { loadDesignSystem } from '@openportal/ui';
import { createSession } from './api/session.ts';
import { BackofficeApp } from './app/app.tsx';
import { createBackofficeI18n, LANGUAGE_KEY, startLanguage } from './i18n/index.ts';
import './app/frame.css';

// The design system's stylesheets (brand-neutral tokens, controls, tables), then the frame's.
loadDesignSystem();

const lang = startLanguage(localStorage.getItem(LANGUAGE_KEY), navigator.languages);
document.documentElement.lang = lang === 'ua' ? 'uk' : lang;
const i18n = createBackofficeI18n(lang);
const session = createSession(sessionStorage);
const api = createContractClient({
  fetch: (...args) => fetch(...args),
  token: session.token,
  language: () => i18n.language,
  onSessionLost: () => session.set(null),
});

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <BackofficeApp services={{ api, session }} i18n={i18n} />
      </BrowserRouter>
    </StrictMode>,
  );
