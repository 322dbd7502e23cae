/*
 * Punctuation between translated parts, kept out of JSX (lint: react/jsx-no-literals). Every
 * word comes from the catalogue or the data; these only join them.
 */

/** `Label: value`. */
export const labelled = (label: string, value: string): string => `${label}: ${value}`;

/** `1 EUR = 1.08 USD`. */
export const rateText = (from: string, rate: string, to: string): string => `1 ${from} = ${rate} ${to}`;

/** `EUR · 12`: an account in a short list. */
export const accountShort = (currency: string, id: number | string): string => `${currency} · ${id}`;

/** Spec 2 §4: a pending amount's label carries an asterisk. */
export const pendingMark = (label: string): string => `${label}*`;

/** `192.0.2.1 – 192.0.2.50`: an address range. */
export const rangeText = (from: string, to: string): string => `${from} – ${to}`;

/** `Support · 27/11/2026, 10:00`: parts of a line of details. */
export const joined = (...parts: string[]): string => parts.join(' · ');
