/**
 * How the embedded PostgreSQL archives its write-ahead log, and how a restore reads it back.
 *
 * Each finished segment is gzipped into BACKUP_DIR/wal: a segment switched early by
 * archive_timeout is mostly zeros (PostgreSQL zero-fills the rest since version 11), so the
 * minute-by-minute archive costs kilobytes, not 16 MB, a minute. The copy is written under a
 * temporary name, fsynced, renamed and its folder fsynced, so a crash never leaves a short file
 * under a segment's name. A segment already archived is accepted again only if it is the same
 * (PostgreSQL retries one whose success it had not recorded before a crash); a different file of
 * that name is never overwritten, and the attempt fails, loudly, in pg_stat_archiver.
 */

/** A write reaches the archive within this many seconds, so the archive's age means something. */
export const ARCHIVE_TIMEOUT_SECONDS = 60;

/** PostgreSQL's flags for continuous archiving into `walDir`; given on every start, so older data folders get them too. */
export function walArchiveFlags(walDir: string): string[] {
  const settings = [
    'wal_level=replica',
    'archive_mode=on',
    `archive_timeout=${ARCHIVE_TIMEOUT_SECONDS}`,
    `archive_command=${archiveCommand(walDir)}`,
  ];
  return settings.flatMap((setting) => ['-c', setting]);
}

export function archiveCommand(walDir: string): string {
  const dir = shellQuote(walDir);
  return (
    `f=${dir}/%f.gz; ` +
    `if [ -f "$f" ]; then gzip -dc "$f" | cmp -s - %p; ` +
    `else gzip -1 -c %p > "$f.tmp" && sync "$f.tmp" && mv "$f.tmp" "$f" && sync ${dir}; fi`
  );
}

/** Fails (as PostgreSQL expects) when the archive has no such file: that is how a replay ends. */
export function restoreCommand(walDir: string): string {
  return `f=${shellQuote(walDir)}/%f.gz; [ -f "$f" ] && gzip -dc "$f" > %p`;
}

/** A path as one word of /bin/sh, with PostgreSQL's % escaped (it would read %f in a folder name). */
function shellQuote(value: string): string {
  return `'${value.replaceAll("'", "'\\''").replaceAll('%', '%%')}'`;
}
