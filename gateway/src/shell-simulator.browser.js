/* global document, window, location */
// The mobile shell simulator's app side (served by shell-simulator.ts, run in the browser). It
// plays the native app around the portal's frame: it answers the bridge of
// packages/contract/src/shell-bridge.ts (v1), whose schemas it restates here (a page with no
// bundler); a message that does not match is dropped and logged, never acted on.

const frame = document.getElementById('portal');
const KINDS = ['login', 'tokens', 'downloads', 'documentScanning', 'addCardToWallet'];
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const text = (x, max) => typeof x === 'string' && x.length > 0 && x.length <= max;
const isFile = (f) =>
  f !== null &&
  typeof f === 'object' &&
  Object.keys(f).sort().join() === 'dataBase64,mimeType,name' &&
  text(f.name, 200) &&
  !/[/\\]/.test(f.name) &&
  /^[a-z]+\/[a-z0-9.+-]+$/i.test(f.mimeType) &&
  typeof f.dataBase64 === 'string' &&
  /^[A-Za-z0-9+/]*={0,2}$/.test(f.dataBase64);

/** What the portal may send: each type's fields and their check (ZWebToShell). */
const FROM_PORTAL = {
  ready: [['brand', 'language'], (m) => text(m.brand, 64) && typeof m.language === 'string'],
  loginRequest: [['id'], (m) => ID.test(m.id)],
  session: [['state'], (m) => m.state === 'signedIn' || m.state === 'signedOut'],
  download: [['file', 'id'], (m) => ID.test(m.id) && isFile(m.file)],
  scanDocument: [['documentType', 'id'], (m) => ID.test(m.id) && typeof m.documentType === 'string'],
  addCardToWallet: [['cardId', 'id', 'last4'], (m) => ID.test(m.id) && text(m.cardId, 64) && /^\d{4}$/.test(m.last4)],
  openExternal: [['url'], (m) => typeof m.url === 'string' && /^https?:\/\/[^\s]+$/.test(m.url)],
};

function parse(data) {
  if (typeof data !== 'string') return null;
  let m;
  try {
    m = JSON.parse(data);
  } catch {
    return null;
  }
  if (m === null || typeof m !== 'object' || m.v !== 1 || !Object.hasOwn(FROM_PORTAL, m.type)) return null;
  const [fields, check] = FROM_PORTAL[m.type];
  const keys = Object.keys(m).sort().join();
  return keys === ['type', 'v', ...fields].sort().join() && check(m) ? m : null;
}

/** One line of the bridge log (files shown by name and size, never their bytes). */
function log(direction, message) {
  const shown =
    typeof message === 'string'
      ? message
      : JSON.stringify(message, (k, v) =>
          k === 'dataBase64' ? `<${v.length} base64>` : k === 'accessToken' ? '<token>' : v,
        );
  const li = document.createElement('li');
  li.dataset.direction = direction;
  li.textContent = `${new Date().toISOString().slice(11, 23)} ${direction} ${shown.slice(0, 300)}`;
  document.getElementById('log').append(li);
}

function toPortal(message) {
  const m = { v: 1, ...message };
  log('app→portal', m);
  frame.contentWindow.postMessage(JSON.stringify(m), location.origin);
}

function listItem(listId, testId, textContent, data = {}) {
  const li = document.createElement('li');
  li.dataset.testid = testId;
  Object.assign(li.dataset, data);
  li.textContent = textContent;
  document.getElementById(listId).append(li);
  return li;
}

const bytesOf = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const b64url = (bytes) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The app's own sign-in: the token service with PKCE, as a native client does (simple flow only). */
async function nativeSignIn(username, password) {
  const verifier = b64url(crypto.getRandomValues(new Uint8Array(48)));
  const challenge = b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  const post = (path, body) =>
    fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      (r) => r.json(),
    );
  const login = await post('/api/auth/login', { client: 'spa', username, password, codeChallenge: challenge });
  if (!login.code) throw new Error(login.responseDescription ?? 'Sign-in refused');
  if (login.authFlow !== 'simple')
    throw new Error(`The simulator signs in with the simple flow only (this user: ${login.authFlow})`);
  const tokens = await post('/api/auth/token', { code: login.code, codeVerifier: verifier });
  if (!tokens.accessToken) throw new Error(tokens.responseDescription ?? 'No token');
  // The refresh token never reaches this page: the gateway keeps it in the cookie the web view shares.
  return tokens.accessToken;
}

let loginId = null;
const loginSection = document.getElementById('native-login');
const loginError = document.getElementById('login-error');

document.getElementById('login-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  if (loginId === null) return;
  loginError.textContent = '';
  try {
    const accessToken = await nativeSignIn(
      document.getElementById('login-email').value,
      document.getElementById('login-password').value,
    );
    toPortal({ type: 'tokens', id: loginId, accessToken });
    loginId = null;
    loginSection.hidden = true;
  } catch (error) {
    loginError.textContent = error instanceof Error ? error.message : 'Sign-in failed';
  }
});
document.getElementById('login-cancel').addEventListener('click', () => {
  if (loginId !== null) toPortal({ type: 'result', id: loginId, ok: false, reason: 'cancelled' });
  loginId = null;
  loginSection.hidden = true;
});
document.getElementById('app-logout').addEventListener('click', () => toPortal({ type: 'logout' }));

/** A one-page PDF standing in for the camera's scan. */
function scannedPdf() {
  const pdf =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return { name: 'scan.pdf', mimeType: 'application/pdf', dataBase64: btoa(pdf) };
}

const HANDLERS = {
  ready: () => toPortal({ type: 'init', platform: 'simulator', appVersion: '1.0.0', kinds: KINDS }),
  loginRequest: (m) => {
    loginId = m.id;
    loginSection.hidden = false;
    document.getElementById('login-email').focus();
  },
  session: (m) => {
    document.getElementById('portal-session').textContent = `Portal session: ${m.state}`;
  },
  download: (m) => {
    const bytes = bytesOf(m.file.dataBase64);
    const pdf = new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';
    const li = listItem(
      'downloads',
      'shell-download',
      `${m.file.name} (${m.file.mimeType}, ${bytes.length} bytes${pdf ? ', a PDF' : ''}) `,
      {
        name: m.file.name,
        size: String(bytes.length),
        pdf: String(pdf),
      },
    );
    const open = document.createElement('a');
    open.href = URL.createObjectURL(new Blob([bytes], { type: m.file.mimeType }));
    open.download = m.file.name;
    open.textContent = `Save ${m.file.name}`;
    li.append(open);
    toPortal({ type: 'result', id: m.id, ok: true });
  },
  scanDocument: (m) => {
    listItem('others', 'shell-scan', `Scanned a document of type ${m.documentType}`);
    toPortal({ type: 'scanned', id: m.id, file: scannedPdf() });
  },
  addCardToWallet: (m) => {
    listItem('others', 'shell-wallet', `Card •••• ${m.last4} added to the wallet`);
    toPortal({ type: 'result', id: m.id, ok: true });
  },
  openExternal: (m) => void listItem('others', 'shell-link', `Opened in the system browser: ${m.url}`),
};

window.addEventListener('message', (e) => {
  // The bridge carries JSON text only: objects (another library's frame messages) are not ours.
  if (e.source !== frame.contentWindow || e.origin !== location.origin || typeof e.data !== 'string') return;
  const m = parse(e.data);
  if (m === null) return log('dropped', String(e.data));
  log('portal→app', m);
  HANDLERS[m.type](m);
});
log('app', 'started; the portal is at /login?shell=1');
