//! Organisation settings kept in the register's `meta` table (beside `retention_days`): the
//! art. 52 mode, the four-eyes review and the data controller ([`Organisation`]), shared by the
//! CLI and the app.

use rusqlite::OptionalExtension;

use super::db::sql;
use super::record::Controller;
use super::store::Register;
use crate::error::{Error, Result};
use crate::rules::{Art52Mode, Organisation};

impl Register {
    fn meta_value(&self, key: &str) -> Result<Option<String>> {
        self.conn
            .query_row("SELECT value FROM meta WHERE key = ?1", [key], |r| r.get(0))
            .optional()
            .map_err(sql)
    }

    fn set_meta_value(&mut self, key: &str, value: Option<&str>) -> Result<()> {
        match value {
            Some(v) => self.conn.execute(
                "INSERT INTO meta (key, value) VALUES (?1, ?2)
                 ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                [key, v],
            ),
            None => self.conn.execute("DELETE FROM meta WHERE key = ?1", [key]),
        }
        .map_err(sql)?;
        Ok(())
    }

    /// What a transfer abroad without a valid INPDP authorization does: refuse the record
    /// (`block`, the default, also for a register that never set it) or record it with a
    /// warning that the transfer is punishable (`warn`).
    pub fn art52_mode(&self) -> Result<Art52Mode> {
        Ok(match self.meta_value("art52_mode")?.as_deref() {
            Some("warn") => Art52Mode::Warn,
            _ => Art52Mode::Block,
        })
    }

    /// Set the organisation's art. 52 setting.
    pub fn set_art52_mode(&mut self, mode: Art52Mode) -> Result<()> {
        self.set_meta_value("art52_mode", Some(mode.as_str()))
    }

    /// Whether every record needs an approver distinct from the operator (default: no).
    pub fn four_eyes(&self) -> Result<bool> {
        Ok(self.meta_value("four_eyes")?.as_deref() == Some("on"))
    }

    pub fn set_four_eyes(&mut self, on: bool) -> Result<()> {
        self.set_meta_value("four_eyes", Some(if on { "on" } else { "off" }))
    }

    /// The organisation's data controller and its Art. 7 declaration, when set.
    ///
    /// # Errors
    /// [`Error::RegisterCorrupt`] when the stored value is not a controller.
    pub fn controller(&self) -> Result<Option<Controller>> {
        self.meta_value("controller")?
            .map(|v| {
                serde_json::from_str(&v).map_err(|e| Error::RegisterCorrupt {
                    path: self.path().display().to_string(),
                    detail: format!("responsable du traitement illisible : {e}"),
                })
            })
            .transpose()
    }

    /// Set (or, with `None`, clear) the organisation's data controller.
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] when a field is blank.
    pub fn set_controller(&mut self, c: Option<&Controller>) -> Result<()> {
        let v = match c {
            Some(c) => {
                let blank = |s: &str| s.trim().is_empty();
                if blank(&c.organisation) || blank(&c.legal_representative) {
                    return Err(Error::RecordInvalid(
                        "indiquez l'organisme responsable du traitement et son représentant légal."
                            .into(),
                    ));
                }
                if c.declaration.as_ref().is_some_and(|d| blank(&d.number)) {
                    return Err(Error::RecordInvalid(
                        "le numéro de la déclaration à l'INPDP (art. 7) est vide.".into(),
                    ));
                }
                Some(serde_json::to_string(c).expect("a controller serialises"))
            }
            None => None,
        };
        self.set_meta_value("controller", v.as_deref())
    }

    /// The settings the transfer rules apply.
    pub fn organisation(&self) -> Result<Organisation> {
        Ok(Organisation {
            art52: self.art52_mode()?,
            four_eyes: self.four_eyes()?,
            controller: self.controller()?,
        })
    }
}
