/* global document, location */
// The stand-in linked device (served by core at /device; see device-page-routes.ts). Plain
// browser script, no build: it keeps the device secret in localStorage and follows its state
// in real time (GET /device/events), reloading /device/state on each event.
'use strict';
(function () {
  const TEXTS = {
    en: [
      'Linked device',
      'Link this device',
      'Enter this code in the portal under Devices → Link a new device:',
      'Waiting to be linked…',
      'Linked to',
      'No sign-in is waiting.',
      'Sign-in request',
      'Approve',
      'Deny',
      'Approved',
      'Denied',
      'Forget this device',
      'Recent notifications',
      'from',
      'Waiting for your approval in the portal.',
    ],
    es: [
      'Dispositivo vinculado',
      'Vincular este dispositivo',
      'Introduzca este código en el portal en Dispositivos → Vincular un dispositivo nuevo:',
      'Esperando la vinculación…',
      'Vinculado a',
      'No hay ningún inicio de sesión pendiente.',
      'Solicitud de inicio de sesión',
      'Aprobar',
      'Rechazar',
      'Aprobado',
      'Rechazado',
      'Olvidar este dispositivo',
      'Notificaciones recientes',
      'desde',
      'Pendiente de su aprobación en el portal.',
    ],
    pt: [
      'Dispositivo associado',
      'Associar este dispositivo',
      'Introduza este código no portal em Dispositivos → Associar um novo dispositivo:',
      'A aguardar a associação…',
      'Associado a',
      'Nenhum início de sessão em espera.',
      'Pedido de início de sessão',
      'Aprovar',
      'Recusar',
      'Aprovado',
      'Recusado',
      'Esquecer este dispositivo',
      'Notificações recentes',
      'de',
      'A aguardar a sua aprovação no portal.',
    ],
    ro: [
      'Dispozitiv asociat',
      'Asociați acest dispozitiv',
      'Introduceți acest cod în portal la Dispozitive → Asociați un dispozitiv nou:',
      'Se așteaptă asocierea…',
      'Asociat cu',
      'Nicio autentificare în așteptare.',
      'Cerere de autentificare',
      'Aprobați',
      'Refuzați',
      'Aprobat',
      'Refuzat',
      'Uitați acest dispozitiv',
      'Notificări recente',
      'de la',
      'Se așteaptă aprobarea dvs. în portal.',
    ],
    ru: [
      'Привязанное устройство',
      'Привязать это устройство',
      'Введите этот код на портале в разделе Устройства → Привязать новое устройство:',
      'Ожидание привязки…',
      'Привязано к',
      'Нет ожидающих входов.',
      'Запрос на вход',
      'Подтвердить',
      'Отклонить',
      'Подтверждено',
      'Отклонено',
      'Забыть это устройство',
      'Последние уведомления',
      'с адреса',
      'Ожидает вашего подтверждения на портале.',
    ],
    ua: [
      'Прив’язаний пристрій',
      'Прив’язати цей пристрій',
      'Введіть цей код на порталі в розділі Пристрої → Прив’язати новий пристрій:',
      'Очікування прив’язки…',
      'Прив’язано до',
      'Немає очікуваних входів.',
      'Запит на вхід',
      'Підтвердити',
      'Відхилити',
      'Підтверджено',
      'Відхилено',
      'Забути цей пристрій',
      'Останні сповіщення',
      'з адреси',
      'Очікує вашого підтвердження на порталі.',
    ],
  };
  const KEYS = [
    'title',
    'link',
    'enterCode',
    'waiting',
    'linkedTo',
    'nothing',
    'request',
    'approve',
    'deny',
    'approved',
    'denied',
    'forget',
    'pushes',
    'from',
    'awaiting',
  ];
  // Payments waiting for this device's approval (POST /device/payment-decision).
  const PAYMENT_TEXTS = {
    en: [
      'Payment request',
      'From account',
      'To account',
      'Receives',
      'Payment approved',
      'Payment denied',
      'No longer waiting',
    ],
    es: [
      'Solicitud de pago',
      'Desde la cuenta',
      'A la cuenta',
      'Recibe',
      'Pago aprobado',
      'Pago rechazado',
      'Ya no está pendiente',
    ],
    pt: [
      'Pedido de pagamento',
      'Da conta',
      'Para a conta',
      'Recebe',
      'Pagamento aprovado',
      'Pagamento recusado',
      'Já não está em espera',
    ],
    ro: [
      'Cerere de plată',
      'Din contul',
      'În contul',
      'Primește',
      'Plată aprobată',
      'Plată refuzată',
      'Nu mai este în așteptare',
    ],
    ru: [
      'Запрос на платёж',
      'Со счёта',
      'На счёт',
      'Будет зачислено',
      'Платёж подтверждён',
      'Платёж отклонён',
      'Больше не ожидает',
    ],
    ua: [
      'Запит на платіж',
      'З рахунку',
      'На рахунок',
      'Буде зараховано',
      'Платіж підтверджено',
      'Платіж відхилено',
      'Більше не очікує',
    ],
  };
  const PAYMENT_KEYS = ['payment', 'fromAccount', 'toAccount', 'receives', 'paymentApproved', 'paymentDenied', 'gone'];
  const params = new URLSearchParams(location.search);
  const wanted = (params.get('lang') || navigator.language || 'en').slice(0, 2).toLowerCase();
  const lang = wanted === 'uk' ? 'ua' : TEXTS[wanted] ? wanted : 'en';
  const t = Object.fromEntries(KEYS.map((k, i) => [k, TEXTS[lang][i]]));
  const pt = Object.fromEntries(PAYMENT_KEYS.map((k, i) => [k, PAYMENT_TEXTS[lang][i]]));
  const locale = lang === 'ua' ? 'uk' : lang;
  document.documentElement.lang = lang === 'ua' ? 'uk' : lang;
  document.title = t.title;
  document.getElementById('title').textContent = t.title;

  const main = document.getElementById('content');
  const STORE = 'openportal.device.secret';
  let code = null;
  const done = {};

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    Object.assign(e, attrs || {});
    for (const c of children) e.append(c);
    return e;
  }
  const requestWanted = () => new URLSearchParams(location.hash.slice(1)).get('request');

  async function state(secret) {
    const r = await fetch('/device/state', { headers: { 'x-device-secret': secret } });
    return r.ok ? r.json() : null;
  }
  async function decide(secret, requestId, approve) {
    await fetch('/device/decision', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-secret': secret },
      body: JSON.stringify({ requestId, approve }),
    });
    done[requestId] = approve ? t.approved : t.denied;
    await tick();
  }
  /** An amount as the wire sends it (decimal text) in the page's language; never through a float. */
  function money(amount, currency) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
    } catch {
      return `${amount} ${currency}`;
    }
  }
  async function decidePayment(secret, approvalId, approve) {
    const r = await fetch('/device/payment-decision', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-secret': secret },
      body: JSON.stringify({ approvalId, approve }),
    });
    const answer = r.ok ? await r.json() : null;
    done[approvalId] = !answer || !answer.decided ? pt.gone : approve ? pt.paymentApproved : pt.paymentDenied;
    await tick();
  }
  /** One article per payment waiting for approval: amount, accounts, customer, approve or deny. */
  function renderPayments(secret, payments) {
    return (payments || []).map((p) =>
      el(
        'article',
        { className: 'payment' },
        el('h2', { textContent: pt.payment }),
        el('p', { className: 'amount', textContent: money(p.amount, p.currency) }),
        el('p', {}, el('small', { textContent: p.customerName })),
        el('p', { textContent: `${pt.fromAccount} ${p.fromAccountId} → ${pt.toAccount} ${p.toAccountId}` }),
        ...(p.toCurrency !== p.currency
          ? [el('p', { textContent: `${pt.receives} ${money(p.toAmount, p.toCurrency)}` })]
          : []),
        el('button', {
          textContent: t.approve,
          className: 'payment-approve',
          onclick: () => void decidePayment(secret, p.approvalId, true),
        }),
        el('button', {
          textContent: t.deny,
          className: 'payment-deny',
          onclick: () => void decidePayment(secret, p.approvalId, false),
        }),
      ),
    );
  }
  async function startLink() {
    const r = await fetch('/device/link', { method: 'POST' });
    const body = await r.json();
    localStorage.setItem(STORE, body.secret);
    code = body.code;
    await tick();
  }
  function renderUnlinked(s) {
    if (s && s.waiting && code) {
      main.replaceChildren(
        el('p', { textContent: t.enterCode }),
        el('p', { className: 'code', textContent: code, id: 'link-code' }),
        el('p', { textContent: t.waiting }),
      );
      return;
    }
    localStorage.removeItem(STORE);
    main.replaceChildren(el('button', { textContent: t.link, id: 'link', onclick: () => void startLink() }));
  }
  function renderLinked(secret, s) {
    const wantedId = requestWanted();
    const items = s.pending.map((p) =>
      el(
        'article',
        { className: p.requestId === wantedId ? 'wanted' : '' },
        el('h2', { textContent: t.request }),
        el('p', {}, el('small', { textContent: `${t.from} ${p.ip || '?'} · ${p.userAgent || ''}` })),
        el('button', { textContent: t.approve, onclick: () => void decide(secret, p.requestId, true) }),
        el('button', { textContent: t.deny, onclick: () => void decide(secret, p.requestId, false) }),
      ),
    );
    items.push(...renderPayments(secret, s.payments));
    const outcomes = Object.entries(done).map(([, v]) => el('p', { role: 'status', textContent: v }));
    const pushes = s.pushes.map((p) => el('li', { textContent: `${p.title} — ${p.body}` }));
    const forget = el('button', {
      textContent: t.forget,
      onclick: () => {
        localStorage.removeItem(STORE);
        void tick();
      },
    });
    main.replaceChildren(
      el('p', { id: 'linked', textContent: `${t.linkedTo} ${s.email} (${s.device.name})` }),
      ...(!s.approved
        ? [el('p', { id: 'awaiting', textContent: t.awaiting })]
        : items.length
          ? items
          : [el('p', { textContent: t.nothing })]),
      ...outcomes.slice(-1),
      el('h2', { textContent: t.pushes }),
      el('ul', {}, ...pushes),
      forget,
    );
  }
  async function tick() {
    follow();
    const secret = localStorage.getItem(STORE);
    if (!secret) return renderUnlinked(null);
    const s = await state(secret).catch(() => null);
    if (!s) return;
    if (s.linked) renderLinked(secret, s);
    else renderUnlinked(s);
  }

  // Real time: GET /device/events, read with fetch (EventSource sends no header). Each event and
  // each (re)connect reloads the state; it reconnects with backoff; a slow refresh stays as a net.
  const FALLBACK_MS = 20000;
  let following = null;
  let stopFollowing = null;
  function follow() {
    const secret = localStorage.getItem(STORE);
    if (secret === following) return;
    if (stopFollowing) stopFollowing();
    following = secret;
    stopFollowing = secret ? stream(secret) : null;
  }
  function stream(secret) {
    const ctrl = new AbortController();
    let backoff = 1000;
    void (async () => {
      while (!ctrl.signal.aborted) {
        try {
          const headers = { accept: 'text/event-stream', 'x-device-secret': secret };
          const r = await fetch('/device/events', { headers, signal: ctrl.signal });
          // Not a device nor a waiting link: nothing to follow until a new secret.
          if (r.status === 401) return;
          if (r.ok && r.body) {
            backoff = 1000;
            void tick();
            await read(r.body.getReader());
          }
        } catch {
          /* dropped: reconnect below */
        }
        if (ctrl.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, backoff));
        backoff = Math.min(backoff * 2, 30000);
      }
    })();
    return () => ctrl.abort();
  }
  async function read(reader) {
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const events = buffer.split('\n\n');
      buffer = events.pop();
      if (events.some((e) => /(^|\n)data:/.test(e))) void tick();
    }
  }
  async function claim(code) {
    const r = await fetch('/device/claim', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, name: 'Mobile app' }),
    });
    if (r.ok) localStorage.setItem(STORE, (await r.json()).secret);
  }
  const scp = new URLSearchParams(location.hash.slice(1)).get('scp');
  void (scp && !localStorage.getItem(STORE) ? claim(scp) : Promise.resolve()).then(tick);
  setInterval(() => void tick(), FALLBACK_MS);
})();
