import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { fieldError } from '../../platform/app-error.ts';

type TStatement = { id: string; text: Readonly<Record<TLanguage, string>> };
export type TStatementKind = 'declaration' | 'prohibitedEscort';

/**
 * Our choice (spec 1 §7 names the calls, not the texts): what a company's representative
 * declares, and the prohibited activities ("prohibited escort" statements) they confirm the
 * company stays out of. Ids are stable; the answer is in the caller's language.
 */
export const STATEMENTS: Record<TStatementKind, readonly TStatement[]> = {
  declaration: [
    {
      id: 'actsForCompany',
      text: {
        en: 'I act for the company and not for a third party.',
        es: 'Actúo por cuenta de la empresa y no de terceros.',
        ro: 'Acționez în numele companiei, nu al unei terțe persoane.',
        ru: 'Я действую от имени компании, а не третьих лиц.',
        ua: 'Я дію від імені компанії, а не третіх осіб.',
        pt: 'Atuo por conta da empresa e não de terceiros.',
      },
    },
    {
      id: 'notPoliticallyExposed',
      text: {
        en: 'I am not a politically exposed person, nor a family member or close associate of one.',
        es: 'No soy una persona con responsabilidad pública, ni familiar o allegado de una.',
        ro: 'Nu sunt o persoană expusă public și nici membru de familie sau asociat apropiat al unei astfel de persoane.',
        ru: 'Я не являюсь публичным должностным лицом, его родственником или близким партнёром.',
        ua: 'Я не є політично значущою особою, членом її сім’ї чи пов’язаною з нею особою.',
        pt: 'Não sou uma pessoa politicamente exposta, nem familiar ou pessoa próxima de uma.',
      },
    },
    {
      id: 'truthfulInformation',
      text: {
        en: 'The information given about the company and me is true and complete, and I will report any change.',
        es: 'La información sobre la empresa y sobre mí es veraz y completa, y comunicaré cualquier cambio.',
        ro: 'Informațiile despre companie și despre mine sunt adevărate și complete și voi comunica orice modificare.',
        ru: 'Сведения о компании и обо мне верны и полны, и я сообщу о любых изменениях.',
        ua: 'Відомості про компанію та про мене правдиві й повні, і я повідомлю про будь-які зміни.',
        pt: 'As informações sobre a empresa e sobre mim são verdadeiras e completas, e comunicarei qualquer alteração.',
      },
    },
  ],
  prohibitedEscort: [
    {
      id: 'noEscortServices',
      text: {
        en: 'The company does not offer escort, dating or adult services.',
        es: 'La empresa no ofrece servicios de acompañantes, citas ni para adultos.',
        ro: 'Compania nu oferă servicii de escortă, de întâlniri sau pentru adulți.',
        ru: 'Компания не оказывает эскорт-услуги, услуги знакомств и услуги для взрослых.',
        ua: 'Компанія не надає ескорт-послуг, послуг знайомств і послуг для дорослих.',
        pt: 'A empresa não oferece serviços de acompanhantes, encontros ou para adultos.',
      },
    },
    {
      id: 'noWeaponsOrDrugs',
      text: {
        en: 'The company does not trade in weapons, drugs or other prohibited goods.',
        es: 'La empresa no comercia con armas, drogas ni otros bienes prohibidos.',
        ro: 'Compania nu comercializează arme, droguri sau alte bunuri interzise.',
        ru: 'Компания не торгует оружием, наркотиками и другими запрещёнными товарами.',
        ua: 'Компанія не торгує зброєю, наркотиками та іншими забороненими товарами.',
        pt: 'A empresa não comercializa armas, drogas nem outros bens proibidos.',
      },
    },
    {
      id: 'noUnlicensedGambling',
      text: {
        en: 'The company does not run unlicensed gambling, lotteries or betting.',
        es: 'La empresa no gestiona juegos de azar, loterías ni apuestas sin licencia.',
        ro: 'Compania nu organizează jocuri de noroc, loterii sau pariuri fără licență.',
        ru: 'Компания не проводит азартные игры, лотереи и ставки без лицензии.',
        ua: 'Компанія не проводить азартні ігри, лотереї та ставки без ліцензії.',
        pt: 'A empresa não explora jogos de azar, lotarias ou apostas sem licença.',
      },
    },
  ],
};

/** The statements of a kind in `lang`, each with the representative's answer (null: not yet). */
export async function statementsOf(q: Queryable, repId: number, kind: TStatementKind, lang: TLanguage) {
  const r = await q.query<{ statement_id: string; accepted: boolean }>(
    `SELECT statement_id, accepted FROM business_statement_answers WHERE representative_id = $1 AND kind = $2`,
    [repId, kind],
  );
  const answers = new Map(r.rows.map((x) => [x.statement_id, x.accepted]));
  return STATEMENTS[kind].map((s) => ({ id: s.id, text: s.text[lang], accepted: answers.get(s.id) ?? null }));
}

/** Records answers (the last one holds); an unknown statement or one answered twice is refused, nothing written. */
export async function saveAnswers(
  q: Queryable,
  repId: number,
  kind: TStatementKind,
  answers: readonly { id: string; accepted: boolean }[],
) {
  const known = new Set(STATEMENTS[kind].map((s) => s.id));
  const seen = new Set<string>();
  answers.forEach((a, i) => {
    if (!known.has(a.id)) throw fieldError(`answers.${i}.id`, 'statementUnknown');
    if (seen.has(a.id)) throw fieldError(`answers.${i}.id`, 'statementTwice');
    seen.add(a.id);
  });
  await q.query(
    `INSERT INTO business_statement_answers (representative_id, kind, statement_id, accepted)
     SELECT $1, $2, x.id, x.accepted FROM json_to_recordset($3::json) AS x(id text, accepted boolean)
     ON CONFLICT (representative_id, kind, statement_id) DO UPDATE SET accepted = excluded.accepted, answered_at = now()`,
    [repId, kind, JSON.stringify(answers)],
  );
}
