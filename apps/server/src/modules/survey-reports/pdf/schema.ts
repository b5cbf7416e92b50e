import { domainMessages, translate } from '@vezel/domain';
import { builder } from '../../../graphql/builder';
import { chromiumAvailable } from './chromium';

interface ReportPrinting {
  available: boolean;
  message: string | null;
}

const ReportPrintingRef = builder.objectRef<ReportPrinting>('ReportPrinting').implement({
  description: 'Whether this server can print report PDFs',
  fields: (t) => ({
    available: t.exposeBoolean('available', {
      description: 'Chromium is installed where the server looks for it',
    }),
    message: t.exposeString('message', {
      nullable: true,
      description:
        'When not available: what is missing and how to install it, in the caller\u2019s language',
    }),
  }),
});

builder.queryField('reportPrinting', (t) =>
  t.field({
    type: ReportPrintingRef,
    description: 'Whether "PDF maken" can work on this server (it needs Chromium)',
    authScopes: { member: true },
    resolve: async (_root, _args, context) => {
      const path = context.config.chromiumPath;
      if (await chromiumAvailable(path)) return { available: true, message: null };
      return {
        available: false,
        message: translate(domainMessages, context.locale, 'reportPdf.noChromium', { path }),
      };
    },
  }),
);
