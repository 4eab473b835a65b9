import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { FILE_UPLOAD_LIMITS } from '@tms/domain/contract/club-registration';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminRoutes } from './modules/admin/routes';
import { adminUsersRoutes } from './modules/admin-users/routes';
import { auditRoutes } from './modules/audit/routes';
import { editionsRoutes } from './modules/editions/routes';
import { authRoutes } from './modules/auth/routes';
import { clubOfficeRoutes } from './modules/club-office/routes';
import { clubRosterRoutes } from './modules/club-roster/routes';
import { matchRosterRoutes } from './modules/match-rosters/routes';
import { clubUsersRoutes } from './modules/club-users/routes';
import { documentsRoutes } from './modules/documents/routes';
import { competitionBuilderRoutes } from './modules/competition-builder/routes';
import { hallsOfficeRoutes } from './modules/halls-office/routes';
import { lookupOfficeRoutes } from './modules/lookup-office/routes';
import { placesOfficeRoutes } from './modules/places-office/routes';
import { accommodationRoutes } from './modules/accommodation/routes';
import { cateringRoutes } from './modules/catering/routes';
import { trainingRoutes } from './modules/training/routes';
import { messagesRoutes } from './modules/messages/routes';
import { refereeAssignmentRoutes } from './modules/referee-assignments/routes';
import { refereeOfficeRoutes } from './modules/referee-office/routes';
import { clubsRoutes } from './modules/clubs/routes';
import { competitionRoutes } from './modules/competition/routes';
import { lookupListsRoutes } from './modules/lookup-lists/routes';
import { translationsRoutes } from './modules/translations/routes';
import { printRoutes } from './modules/print/routes';
import { reportingRoutes } from './modules/reporting/routes';
import { liveRoutes } from './modules/live/routes';
import { queueStartingSoon } from './modules/push/match-notices';
import { pushRoutes } from './modules/push/routes';
import { PushSender } from './modules/push/sender';
import { settlePushDeliveries } from './modules/push/subscriptions-service';
import { PushKeys } from './modules/push/vapid';
import { loggerOptions, pathOnly } from './lib/log-safety';
import { UPKEEP_INTERVAL_MS, runPeriodically } from './lib/periodic';
import { pruneHits } from './modules/auth/rate-limit';
import { Mailer, settleStaleMail } from './modules/mail/mailer';
import { filesRoutes } from './modules/files/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { refereesRoutes } from './modules/referees/routes';
import { usersRoutes } from './modules/users/routes';
import csrf from './plugins/csrf';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import liveBus from './plugins/live-bus';
import openapi from './plugins/openapi';
import session from './plugins/session';
import web from './plugins/web';

/** How often the starting-soon notices are looked for: a match is announced 29 to 30 minutes ahead. */
const STARTING_SOON_INTERVAL_MS = 60_000;

export type AppDeps = {
  config: Config;
  database: Database;
  /** Built web app to serve; omitted in API-only tests. */
  webDistDir?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The wait before a push notice's next attempt (tests do not wait 10 s for a retry). */
  pushRetryDelayMs?: (attempts: number) => number;
};

/** One line per request, named by the operation the client says it performs (X-Action-Name). */
class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: pathOnly(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      action: request.headers['x-action-name'],
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request');
  }
}

export async function buildApp({ config, database, webDistDir, logStream, pushRetryDelayMs }: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new RequestLog(),
    // A hop count trusts that many proxies nearest to the server (as proxy-addr counts hops).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors,
    clientErrorHandler,
  });
  // Requests are validated by the errors plugin, which also shapes what a refused request answers.
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  const secure = config.production;
  await app.register(errors);
  // The configured tracker loads its script and sends page views; the proxy serves images.
  const analyticsOrigin = config.site.analytics ? [new URL(config.site.analytics.url).origin] : [];
  const imageProxyOrigin = config.site.imageProxyUrl ? [new URL(config.site.imageProxyUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analyticsOrigin],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', ...analyticsOrigin, ...imageProxyOrigin],
        connectSrc: ["'self'", ...analyticsOrigin],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    hsts: secure,
    // One frame policy: nobody frames the app (the CSP's frame-ancestors says the same).
    frameguard: { action: 'deny' },
  });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(csrf, { secure });
  await app.register(session, { db, secure });
  await app.register(liveBus, { database });
  await app.register(openapi);

  const mailer = new Mailer(db, app.log, config.smtpUrl);
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
  runPeriodically(app, 'mail outbox upkeep', UPKEEP_INTERVAL_MS, () => settleStaleMail(db));
  // Push notices: the key pair is made (or read) once the database is ready, the sender wakes on any
  // instance's queued notices, and the starting-soon notices are looked for every minute.
  const pushKeys = new PushKeys(db, config.push.vapidKeys);
  const pushSender = new PushSender({
    db,
    log: app.log,
    keys: pushKeys,
    subject: config.push.vapidSubject,
    retryDelayMs: pushRetryDelayMs,
  });
  app.addHook('onReady', async () => {
    await pushKeys.get();
    pushSender.start();
  });
  app.addHook('onClose', async () => pushSender.stop());
  app.liveBus.onPushQueued(() => pushSender.wake());
  runPeriodically(app, 'push upkeep', UPKEEP_INTERVAL_MS, () => settlePushDeliveries(db));
  runPeriodically(app, 'push starting soon', STARTING_SOON_INTERVAL_MS, () => queueStartingSoon(db));
  await app.register(lookupListsRoutes, { db, site: config.site });
  await app.register(translationsRoutes, { db });
  await app.register(competitionRoutes, { db, config });
  await app.register(fp(liveRoutes), { db, limits: config.liveStreams });
  await app.register(authRoutes, { db, mailer, config });
  // Failed sign-ins and reset requests add rows; without this the table grows forever.
  runPeriodically(app, 'rate limit prune', UPKEEP_INTERVAL_MS, () => pruneHits(db));
  await app.register(usersRoutes, { db });
  await app.register(refereesRoutes, { db, mailer });
  await app.register(adminRoutes, { db });
  await app.register(auditRoutes, { db });
  await app.register(editionsRoutes, { db });
  await app.register(clubOfficeRoutes, { db, mailer });
  await app.register(refereeOfficeRoutes, { db, mailer });
  await app.register(refereeAssignmentRoutes, { db, mailer });
  await app.register(messagesRoutes, { db, mailer });
  await app.register(hallsOfficeRoutes, { db });
  await app.register(adminUsersRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(competitionBuilderRoutes, { db, mailer });
  await app.register(accommodationRoutes, { db, mailer });
  await app.register(placesOfficeRoutes, { db });
  await app.register(cateringRoutes, { db });
  await app.register(trainingRoutes, { db });
  await app.register(lookupOfficeRoutes, { db });
  await app.register(documentsRoutes, { db });
  await app.register(paymentsRoutes, { db, mailer });
  await app.register(reportingRoutes, { db });
  await app.register(pushRoutes, { db, keys: pushKeys, localEndpoints: config.push.localEndpoints });
  await app.register(printRoutes, { db, publicUrl: config.publicUrl });
  // Uploads are streamed: the JSON body limit does not apply; the file limit is the route's.
  await app.register(multipart, { limits: { fileSize: FILE_UPLOAD_LIMITS.maxBytes, files: 1, fields: 10 } });
  await app.register(clubsRoutes, { db, mailer });
  await app.register(clubUsersRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(clubRosterRoutes, { db });
  await app.register(matchRosterRoutes, { db });
  await app.register(filesRoutes, { db });
  app.get('/api/health', { schema: { operationId: 'getHealth', tags: ['meta'], hide: true } }, async () => ({
    status: 'ok',
  }));

  await app.register(web, { distDir: webDistDir, db });
  return app;
}
