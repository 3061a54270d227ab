
/** The three policy documents, in tab order; the first is the default. Texts: locales/<lang>/policy.json. */
export const policyTabs = ['terms', 'warranty', 'disclaimer'] as const;
