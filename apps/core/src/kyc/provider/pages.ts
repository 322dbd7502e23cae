/** The provider stand-in's and the e-sign page's HTML (no script: plain forms). */
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PROVIDER_NAMES = { jmo: 'JMO identity check', nfd: 'NFD identity verification' } as const;

const shell = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
label{display:block;margin:1rem 0 .25rem;font-weight:600}input[type=text]{width:100%;padding:.5rem}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem}.note{color:#555;font-size:.9rem}</style></head>
<body><main>${body}</main></body></html>`;

/** The token page: a selfie and a document image (the camera on a phone). */
export function tokenPage(provider: keyof typeof PROVIDER_NAMES, action: string): string {
  return shell(
    PROVIDER_NAMES[provider],
    `<h1>${esc(PROVIDER_NAMES[provider])}</h1>
<p class="note">Stand-in provider (code ${provider}). Take a selfie and a photo of your identity document. JPEG or PNG, at most 10 MiB each.</p>
<form method="post" action="${esc(action)}" enctype="multipart/form-data">
<label for="selfie">Selfie</label><input id="selfie" name="selfie" type="file" accept="image/jpeg,image/png" capture="user" required data-testid="idv-selfie">
<label for="document">Identity document</label><input id="document" name="document" type="file" accept="image/jpeg,image/png" capture="environment" required data-testid="idv-document">
<button type="submit" data-testid="idv-submit">Send for verification</button>
</form>`,
  );
}

export function resultPage(message: string, back: string | null): string {
  return shell(
    'Identity verification',
    `<h1>Identity verification</h1><p data-testid="idv-result">${esc(message)}</p>${
      back ? `<p><a href="${esc(back)}" data-testid="idv-back">Back to your account</a></p>` : ''
    }`,
  );
}

export const FORM_TITLES = { W9: 'Form W-9', W8BEN: 'Form W-8BEN', W8BENE: 'Form W-8BEN-E' } as const;
const FORM_NOTES: Record<keyof typeof FORM_TITLES, string> = {
  W9: 'Request for Taxpayer Identification Number and Certification.',
  W8BEN:
    'Certificate of Foreign Status of Beneficial Owner for United States Tax Withholding and Reporting (Individuals).',
  W8BENE:
    'Certificate of Status of Beneficial Owner for United States Tax Withholding and Reporting (Entities), signed by a company representative.',
};

/** The e-sign page of a W-9, W-8BEN or (a company's) W-8BEN-E: the form's facts and the typed signature. */
export function esignPage(form: keyof typeof FORM_TITLES, action: string, fullName: string): string {
  const tin = form === 'W9' ? 'US taxpayer identification number (SSN or ITIN)' : 'Foreign tax identifying number';
  return shell(
    FORM_TITLES[form],
    `<h1>${FORM_TITLES[form]}</h1>
<p class="note">${FORM_NOTES[form]}</p>
<form method="post" action="${esc(action)}" enctype="multipart/form-data">
<label for="name">Name</label><input id="name" name="name" type="text" value="${esc(fullName)}" maxlength="200" required data-testid="esign-name">
<label for="address">Permanent residence address</label><input id="address" name="address" type="text" maxlength="300" required data-testid="esign-address">
<label for="tin">${esc(tin)}</label><input id="tin" name="tin" type="text" maxlength="40" required data-testid="esign-tin">
<label for="signature">Signature (type your full name)</label><input id="signature" name="signature" type="text" maxlength="200" required data-testid="esign-signature">
<label><input name="certify" type="checkbox" value="yes" required data-testid="esign-certify"> Under penalties of perjury, I certify that the information on this form is true, correct and complete.</label>
<button type="submit" data-testid="esign-submit">Sign</button>
</form>`,
  );
}

/** The e-sign page of a company resolution: what is signed, by whom, and the signer's typed signature. */
export function resolutionPage(
  action: string,
  r: { id: number; company: string; signer: string; signers: readonly { name: string; signed: boolean }[] },
): string {
  const rows = r.signers.map((s) => `<li>${esc(s.name)}: ${s.signed ? 'signed' : 'not signed yet'}</li>`).join('');
  return shell(
    `Resolution #${r.id}`,
    `<h1>Company resolution #${r.id}</h1>
<p class="note">${esc(r.company)}: a resolution of the company's representatives, signed by each signer named below.</p>
<ul data-testid="esign-resolution-signers">${rows}</ul>
<form method="post" action="${esc(action)}" enctype="multipart/form-data">
<label for="signature">Signature (type your full name)</label><input id="signature" name="signature" type="text" value="${esc(r.signer)}" maxlength="200" required data-testid="esign-signature">
<label><input name="certify" type="checkbox" value="yes" required data-testid="esign-certify"> I, ${esc(r.signer)}, approve resolution #${r.id} of ${esc(r.company)}.</label>
<button type="submit" data-testid="esign-submit">Sign</button>
</form>`,
  );
}
