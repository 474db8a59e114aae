import type { MessageId } from '#web/lib/i18n/i18n.js';

/** The hero's typed phrases and its stats strip (20+ platforms, 100+ resources, 10+ courses): message ids of the home part. */
export const HERO_PHRASES: readonly MessageId[] = [
  'home.phrase.frontEnd',
  'home.phrase.backend',
  'home.phrase.uiUx',
  'home.phrase.dataScience',
  'home.phrase.appDevelopment',
  'home.phrase.aiMl',
  'home.phrase.git',
  'home.phrase.cyberSecurity',
  'home.phrase.devops',
];

export const HERO_STATS: readonly { value: string; label: MessageId }[] = [
  { value: '20+', label: 'home.stat.platforms' },
  { value: '100+', label: 'home.stat.resources' },
  { value: '10+', label: 'home.stat.courses' },
];
