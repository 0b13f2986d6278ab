//! `Keyed<V>`: a JSON object read as its entries sorted by key, as a `BTreeMap` would hold
//! them, but kept in one list. The maps and positions have a handful of such entries (coasts,
//! player counts, centres by power), and a list costs the browser's wasm far less code than a
//! B-tree for each value type (6.6 KB of the pages' wasm, gzipped, measured when it came in).

use std::fmt;
use std::marker::PhantomData;

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, Serializer};

/// Entries sorted by key, each key once (a key given twice keeps its last value, as a
/// `BTreeMap` read from JSON does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Keyed<V>(Vec<(String, V)>);

impl<V> Default for Keyed<V> {
    fn default() -> Self {
        Keyed(Vec::new())
    }
}

impl<V> Keyed<V> {
    /// No entries.
    pub fn new() -> Self {
        Keyed(Vec::new())
    }

    /// Whether there are no entries.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The entries in key order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &V)> {
        self.0.iter().map(|(k, v)| (k, v))
    }

    /// The keys in order.
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(k, _)| k)
    }

    /// Takes out the entry of `key`, if there is one.
    pub fn remove(&mut self, key: &str) -> Option<V> {
        let i = self.find(key).ok()?;
        Some(self.0.remove(i).1)
    }

    /// Removes every entry.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// The value of `key`, added as `V::default()` if there was none.
    pub fn entry_or_default(&mut self, key: String) -> &mut V
    where
        V: Default,
    {
        let i = match self.find(&key) {
            Ok(i) => i,
            Err(i) => {
                self.0.insert(i, (key, V::default()));
                i
            }
        };
        &mut self.0[i].1
    }

    fn find(&self, key: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(k, _)| k.as_str().cmp(key))
    }
}

impl<V> FromIterator<(String, V)> for Keyed<V> {
    /// Sorts the entries by key; of a key given twice, the last value stays.
    fn from_iter<I: IntoIterator<Item = (String, V)>>(entries: I) -> Self {
        let given: Vec<(String, V)> = entries.into_iter().collect();
        let order = sorted_last_of_each(&given.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>());
        let mut slots: Vec<Option<(String, V)>> = given.into_iter().map(Some).collect();
        Keyed(order.into_iter().filter_map(|i| slots[i].take()).collect())
    }
}

/// The positions of `keys` in key order, keeping only the last position of a key given more
/// than once. Not generic, so the wasm carries one sort for every `Keyed`.
fn sorted_last_of_each(keys: &[&str]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    // Of equal keys, the later given comes later (a stable sort, which the wasm would carry
    // in full for this one use: see `crate::sort_stably`).
    order.sort_unstable_by(|&a, &b| keys[a].cmp(keys[b]).then(a.cmp(&b)));
    let mut kept: Vec<usize> = Vec::with_capacity(order.len());
    for i in order {
        match kept.last_mut() {
            Some(last) if keys[*last] == keys[i] => *last = i,
            _ => kept.push(i),
        }
    }
    kept
}

impl<'a, V> IntoIterator for &'a Keyed<V> {
    type Item = (&'a String, &'a V);
    type IntoIter = std::iter::Map<std::slice::Iter<'a, (String, V)>, fn(&'a (String, V)) -> (&'a String, &'a V)>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

impl<V: Serialize> Serialize for Keyed<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Keyed<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Entries<V>(PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for Entries<V> {
            type Value = Keyed<V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Keyed<V>, A::Error> {
                let mut entries = Vec::new();
                while let Some(entry) = access.next_entry::<String, V>()? {
                    entries.push(entry);
                }
                Ok(entries.into_iter().collect())
            }
        }
        deserializer.deserialize_map(Entries(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_come_in_key_order_and_a_repeated_key_keeps_its_last_value() {
        let k: Keyed<u32> =
            [("sc", 1), ("nc", 2), ("ec", 3), ("nc", 4)].into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        assert_eq!(k.iter().map(|(k, v)| (k.as_str(), *v)).collect::<Vec<_>>(), [("ec", 3), ("nc", 4), ("sc", 1)]);
        assert_eq!(k.len(), 3);
    }

    #[test]
    fn entries_are_added_in_order_and_taken_out_by_key() {
        let mut k: Keyed<Vec<u16>> = Keyed::new();
        k.entry_or_default("russia".into()).push(3);
        k.entry_or_default("austria".into()).push(1);
        k.entry_or_default("russia".into()).push(5);
        assert_eq!(k.keys().collect::<Vec<_>>(), ["austria", "russia"]);
        assert_eq!(k.remove("russia"), Some(vec![3, 5]));
        assert_eq!(k.remove("russia"), None);
        k.clear();
        assert!(k.is_empty());
    }

    #[cfg(feature = "json")]
    #[test]
    fn json_objects_read_and_write_as_a_btree_map_would() {
        use std::collections::BTreeMap;
        let text = r#"{"turkey": ["ank"], "austria": ["vie", "bud"], "turkey": ["con"]}"#;
        let keyed: Keyed<Vec<String>> = serde_json::from_str(text).unwrap();
        let btree: BTreeMap<String, Vec<String>> = serde_json::from_str(text).unwrap();
        assert_eq!(serde_json::to_string(&keyed).unwrap(), serde_json::to_string(&btree).unwrap());
        assert!(serde_json::from_str::<Keyed<u8>>("[1]").unwrap_err().to_string().contains("expected a map"));
    }
}
