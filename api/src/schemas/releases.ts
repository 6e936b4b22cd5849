import { Type } from 'typebox';
import { REMOTES } from '../lib/remote-releases.ts';
import { Reason } from './staff.ts';

export const RemoteName = Type.Union(
  [
    Type.Literal(REMOTES[0]),
    Type.Literal(REMOTES[1]),
    Type.Literal(REMOTES[2]),
    Type.Literal(REMOTES[3]),
    Type.Literal(REMOTES[4]),
  ],
  { description: 'A remote of the app' },
);

export const ReleaseEntry = Type.Object({
  version: Type.String(),
  at: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()], {
    description: 'When it went live; null for releases made before this was kept',
  }),
  by: Type.Union([Type.String(), Type.Null()], { description: 'Who made it live' }),
  how: Type.Union([Type.Literal('release'), Type.Literal('rollback')]),
});

export const RemoteRelease = Type.Object({
  remote: RemoteName,
  manifestUrl: Type.String({ description: 'Where the host loads the remote from now' }),
  live: Type.Union([ReleaseEntry, Type.Null()], {
    description: "The released version live now; null while the remote's unversioned build is",
  }),
  previous: Type.Array(ReleaseEntry, {
    description: 'The versions live before, newest first; Roll back makes the first live',
  }),
  health: Type.Object({
    healthy: Type.Boolean({ description: 'Its manifest answered, from the server, in time' }),
    problem: Type.String({ description: 'Why not, in words; empty when healthy' }),
  }),
});

export const RemoteParams = Type.Object({ remote: RemoteName });

export const RollbackBody = Type.Object({ reason: Reason });
