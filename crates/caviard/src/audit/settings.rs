//! Organisation settings kept in the register's `meta` table (beside `retention_days`).

use rusqlite::OptionalExtension;

use super::store::{sql, Register};
use crate::error::Result;
use crate::rules::Art52Mode;

impl Register {
    /// What a transfer abroad without a valid INPDP authorization does: refuse the record
    /// (`block`) or record it with a warning (`warn`, the default).
    pub fn art52_mode(&self) -> Result<Art52Mode> {
        let v: Option<String> = self
            .conn
            .query_row("SELECT value FROM meta WHERE key = 'art52_mode'", [], |r| {
                r.get(0)
            })
            .optional()
            .map_err(sql)?;
        Ok(match v.as_deref() {
            Some("block") => Art52Mode::Block,
            _ => Art52Mode::Warn,
        })
    }

    /// Set the organisation's art. 52 setting.
    pub fn set_art52_mode(&mut self, mode: Art52Mode) -> Result<()> {
        self.conn
            .execute(
                "INSERT INTO meta (key, value) VALUES ('art52_mode', ?1)
                 ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                [mode.as_str()],
            )
            .map_err(sql)?;
        Ok(())
    }
}
