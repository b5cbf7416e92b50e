import type { Locale } from '../i18n/locales';
import type { HeadingLevel, PageSettings } from './layout';

/**
 * What the print view draws, in print order; the server's `surveyReportPrint(id)` answers it
 * (as JSON) and the web's report layout renders it as it prints. Every `html` is sanitised on
 * the server.
 */
export interface ReportPrint {
  report: {
    id: string;
    title: string;
    version: number;
    status: 'draft' | 'finalizing' | 'final';
    /** The language it prints in (its template's), whoever reads it. */
    language: Locale;
    /** The header's text on pages with a header and footer. */
    header: string;
  };
  cover: ReportCover;
  /** Table of contents: headings of level 1 to 4 not excluded, in print order. */
  toc: ReportTocEntry[];
  blocks: ReportBlock[];
  /** Printed at the end of the last non-appendix chapter; null while a draft. */
  signature: ReportSignature | null;
}

export interface ReportCover {
  title: string;
  /** "Asbestinventarisatie" / "Inventory of Hazardous Materials, Part I"... */
  subtitle: string;
  surveyNumber: string;
  /** The asset's address or vessel name, and further lines (postcode and city, IMO...). */
  assetLines: string[];
  clientName: string | null;
  /** The organisation's branch: name, address lines, certificate (SC-540 "K" number). */
  firmLines: string[];
  /** A file id of the survey's front photo (display copy), or null. */
  photoFileId: string | null;
  /** The branch's logo file id, or null. */
  logoFileId: string | null;
  /** Date of the report (ISO date), version and status as printed. */
  date: string;
  version: number;
  draft: boolean;
}

export interface ReportTocEntry {
  /** The heading's anchor id in the print view (`h-<block>`); the PDF job finds its page. */
  anchor: string;
  /** "1.2", or "Bijlage A" for an appendix. */
  number: string;
  title: string;
  level: Exclude<HeadingLevel, 0>;
}

export interface ReportBlock {
  /** Anchor of its heading (`h-c12` for a chapter, `h-e34` for an element). */
  anchor: string;
  kind: 'chapter' | 'element';
  /** 0 for no heading. A chapter is level 1. */
  level: HeadingLevel;
  /** "1.2", "Bijlage A", "A.1" or '' (no heading). */
  number: string;
  title: string;
  page: PageSettings;
  /** Starts on a new page: every chapter, and an element whose page differs from the one before. */
  newPage: boolean;
  /** Sanitised HTML: a chapter's text, or an element's rendered markup. */
  html: string;
  /** Set when the element could not be rendered (a failing query, markup or appendix). */
  failed: boolean;
  /**
   * Why it failed, for the print view (null when it did not): the refusal in the reader's
   * language, the markup's own message, or that an attached PDF could not be loaded; never
   * a stack trace or SQL.
   */
  error: string | null;
  /** Part of an appendix: an appendix chapter ("Bijlage A") or one of its elements. */
  appendix: boolean;
}

export interface ReportSignature {
  name: string;
  /** ISO date-time the report was made final. */
  signedAt: string;
  /** The signature image's file id, or null when the account has none. */
  fileId: string | null;
  /** Personal certificate lines (DIA number...). */
  certificates: string[];
}
