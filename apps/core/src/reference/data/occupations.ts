import type { TEntry } from './translated.ts';

/** Our choice: occupations a personal customer picks from (KYC). Ids are stable; append only. */
export const OCCUPATIONS: readonly TEntry[] = [
  {
    id: 1,
    name: { en: 'Accountant', es: 'Contador', ro: 'Contabil', ru: 'Бухгалтер', ua: 'Бухгалтер', pt: 'Contabilista' },
  },
  {
    id: 2,
    name: { en: 'Architect', es: 'Arquitecto', ro: 'Arhitect', ru: 'Архитектор', ua: 'Архітектор', pt: 'Arquiteto' },
  },
  {
    id: 3,
    name: {
      en: 'Artist or designer',
      es: 'Artista o diseñador',
      ro: 'Artist sau designer',
      ru: 'Художник или дизайнер',
      ua: 'Художник або дизайнер',
      pt: 'Artista ou designer',
    },
  },
  {
    id: 4,
    name: {
      en: 'Business owner',
      es: 'Propietario de empresa',
      ro: 'Proprietar de afacere',
      ru: 'Владелец бизнеса',
      ua: 'Власник бізнесу',
      pt: 'Empresário',
    },
  },
  {
    id: 5,
    name: {
      en: 'Civil servant',
      es: 'Funcionario público',
      ro: 'Funcționar public',
      ru: 'Государственный служащий',
      ua: 'Державний службовець',
      pt: 'Funcionário público',
    },
  },
  {
    id: 6,
    name: {
      en: 'Content creator',
      es: 'Creador de contenido',
      ro: 'Creator de conținut',
      ru: 'Автор контента',
      ua: 'Автор контенту',
      pt: 'Criador de conteúdo',
    },
  },
  {
    id: 7,
    name: {
      en: 'Consultant',
      es: 'Consultor',
      ro: 'Consultant',
      ru: 'Консультант',
      ua: 'Консультант',
      pt: 'Consultor',
    },
  },
  {
    id: 8,
    name: {
      en: 'Developer or IT specialist',
      es: 'Desarrollador o especialista en TI',
      ro: 'Programator sau specialist IT',
      ru: 'Разработчик или ИТ-специалист',
      ua: 'Розробник або ІТ-фахівець',
      pt: 'Programador ou especialista em TI',
    },
  },
  { id: 9, name: { en: 'Doctor', es: 'Médico', ro: 'Medic', ru: 'Врач', ua: 'Лікар', pt: 'Médico' } },
  { id: 10, name: { en: 'Engineer', es: 'Ingeniero', ro: 'Inginer', ru: 'Инженер', ua: 'Інженер', pt: 'Engenheiro' } },
  {
    id: 11,
    name: {
      en: 'Financial services professional',
      es: 'Profesional de servicios financieros',
      ro: 'Specialist în servicii financiare',
      ru: 'Специалист финансовых услуг',
      ua: 'Фахівець фінансових послуг',
      pt: 'Profissional de serviços financeiros',
    },
  },
  {
    id: 12,
    name: {
      en: 'Freelancer',
      es: 'Autónomo',
      ro: 'Liber profesionist',
      ru: 'Фрилансер',
      ua: 'Фрилансер',
      pt: 'Freelancer',
    },
  },
  { id: 13, name: { en: 'Lawyer', es: 'Abogado', ro: 'Avocat', ru: 'Юрист', ua: 'Юрист', pt: 'Advogado' } },
  {
    id: 14,
    name: { en: 'Manager', es: 'Gerente', ro: 'Manager', ru: 'Менеджер', ua: 'Менеджер', pt: 'Gestor' },
  },
  {
    id: 15,
    name: {
      en: 'Marketing or sales',
      es: 'Marketing o ventas',
      ro: 'Marketing sau vânzări',
      ru: 'Маркетинг или продажи',
      ua: 'Маркетинг або продажі',
      pt: 'Marketing ou vendas',
    },
  },
  {
    id: 16,
    name: {
      en: 'Military or police',
      es: 'Militar o policía',
      ro: 'Militar sau polițist',
      ru: 'Военный или полицейский',
      ua: 'Військовий або поліцейський',
      pt: 'Militar ou polícia',
    },
  },
  {
    id: 17,
    name: {
      en: 'Nurse or carer',
      es: 'Enfermero o cuidador',
      ro: 'Asistent medical sau îngrijitor',
      ru: 'Медсестра или сиделка',
      ua: 'Медсестра або доглядальник',
      pt: 'Enfermeiro ou cuidador',
    },
  },
  {
    id: 18,
    name: {
      en: 'Performer or model',
      es: 'Artista escénico o modelo',
      ro: 'Artist de spectacol sau model',
      ru: 'Исполнитель или модель',
      ua: 'Виконавець або модель',
      pt: 'Artista de espetáculos ou modelo',
    },
  },
  {
    id: 19,
    name: { en: 'Retired', es: 'Jubilado', ro: 'Pensionar', ru: 'Пенсионер', ua: 'Пенсіонер', pt: 'Reformado' },
  },
  {
    id: 20,
    name: {
      en: 'Skilled trades',
      es: 'Oficios cualificados',
      ro: 'Meserii calificate',
      ru: 'Рабочие профессии',
      ua: 'Робітничі професії',
      pt: 'Ofícios qualificados',
    },
  },
  { id: 21, name: { en: 'Student', es: 'Estudiante', ro: 'Student', ru: 'Студент', ua: 'Студент', pt: 'Estudante' } },
  {
    id: 22,
    name: { en: 'Teacher', es: 'Docente', ro: 'Profesor', ru: 'Преподаватель', ua: 'Викладач', pt: 'Professor' },
  },
  {
    id: 23,
    name: {
      en: 'Unemployed',
      es: 'Desempleado',
      ro: 'Șomer',
      ru: 'Безработный',
      ua: 'Безробітний',
      pt: 'Desempregado',
    },
  },
  {
    id: 24,
    name: { en: 'Webmaster', es: 'Webmaster', ro: 'Webmaster', ru: 'Веб-мастер', ua: 'Вебмайстер', pt: 'Webmaster' },
  },
  { id: 25, name: { en: 'Other', es: 'Otro', ro: 'Altele', ru: 'Другое', ua: 'Інше', pt: 'Outro' } },
];
