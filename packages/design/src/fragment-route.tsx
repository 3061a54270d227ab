import type { ComponentType } from 'react';
import { useTranslation, type Locale, type SitePath } from '@site/i18n';
import { PageMeta } from './page-meta';
import type { RouteModule, RoutePageProps } from '@site/federation/route-module';
import styles from './fragment-route.module.css';

export interface FragmentDefinition {
  Component: ComponentType<{ titleAs?: 'h1' | 'h2' }>;
  /** The fragment shows the page's <h1> itself (banners); otherwise the page adds one. */
  ownsHeading?: boolean;
}

/** Finds a fragment by its URL name; the shell matches paths case-insensitively, so do we. */
export function findFragment<Name extends string>(fragments: Record<Name, FragmentDefinition>, name: string | undefined): Name | undefined {
  const lower = name?.toLowerCase();
  return (Object.keys(fragments) as Name[]).find((key) => key.toLowerCase() === lower);
}

/**
 * The route module of `/<page>/:fragment` (spec "page-fragment routes"): each named part of a page
 * rendered alone, with its own title (`<ns>:fragments.<Name>`) and canonical path. An unknown
 * name fails `isValid`, which the shell answers with its 404 page.
 */
export function fragmentRoute<Name extends string>({
  ns,
  base,
  fragments,
  messages,
  build,
}: {
  ns: string;
  base: SitePath;
  fragments: Record<Name, FragmentDefinition>;
  messages: (locale: Locale) => Promise<Record<string, Record<string, unknown>>>;
  build: RouteModule['build'];
}): RouteModule {
  function FragmentPage({ params }: RoutePageProps) {
    const { t } = useTranslation(ns);
    const name = findFragment(fragments, params.fragment);
    if (!name) return null;
    const { Component, ownsHeading } = fragments[name];
    const title = t(`fragments.${name}`);
    return (
      <>
        <PageMeta title={`${title} | ${t('meta.title')}`} description={t('meta.description')} path={`${base}/${name}` as SitePath} name={title} />
        {ownsHeading ? null : <h1 className={styles.title}>{title}</h1>}
        <Component titleAs={ownsHeading ? 'h1' : 'h2'} />
      </>
    );
  }
  return {
    Page: FragmentPage,
    messages,
    isValid: (params) => findFragment(fragments, params.fragment) !== undefined,
    build,
  };
}
