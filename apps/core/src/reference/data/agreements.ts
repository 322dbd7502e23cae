import type { TTranslated } from './translated.ts';

/**
 * Our choice: declarations a personal customer agrees to besides the brand's own terms (which
 * come first, from the brand manifest, with their URL). Ids are stable.
 */
export const PERSONAL_DECLARATIONS: readonly { id: string; label: TTranslated }[] = [
  {
    id: 'ownBehalf',
    label: {
      en: 'I act on my own behalf and not for a third party.',
      es: 'Actúo en mi propio nombre y no por cuenta de terceros.',
      ro: 'Acționez în nume propriu, nu în numele unei terțe persoane.',
      ru: 'Я действую от своего имени, а не в интересах третьих лиц.',
      ua: 'Я дію від власного імені, а не в інтересах третіх осіб.',
      pt: 'Atuo em meu próprio nome e não por conta de terceiros.',
    },
  },
  {
    id: 'notPoliticallyExposed',
    label: {
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
    label: {
      en: 'The information I give is true and complete, and I will report any change.',
      es: 'La información que facilito es veraz y completa, y comunicaré cualquier cambio.',
      ro: 'Informațiile furnizate sunt adevărate și complete și voi comunica orice modificare.',
      ru: 'Предоставленные мной сведения верны и полны, и я сообщу о любых изменениях.',
      ua: 'Надані мною відомості правдиві та повні, і я повідомлю про будь-які зміни.',
      pt: 'As informações que presto são verdadeiras e completas, e comunicarei qualquer alteração.',
    },
  },
];
