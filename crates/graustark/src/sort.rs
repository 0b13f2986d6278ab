//! A stable sort built on the unstable one. The standard library's stable sort brings several
//! KB of wasm for each type it sorts, the unstable one much less, and where no two keys are
//! equal the two agree; where they may be, this keeps equal keys in the order given.

/// Sorts `items` by `key`, equal keys in the order given.
pub(crate) fn sort_stably<T, K: Ord>(items: &mut Vec<T>, key: impl Fn(&T) -> K) {
    let mut keyed: Vec<(K, usize)> = items.iter().enumerate().map(|(i, t)| (key(t), i)).collect();
    keyed.sort_unstable();
    let mut slots: Vec<Option<T>> = items.drain(..).map(Some).collect();
    items.extend(keyed.into_iter().filter_map(|(_, i)| slots[i].take()));
}

#[cfg(test)]
mod tests {
    use super::sort_stably;

    #[test]
    fn equal_keys_keep_the_order_given() {
        let mut v = vec![(2, 'a'), (1, 'b'), (2, 'c'), (1, 'd'), (0, 'e')];
        sort_stably(&mut v, |&(k, _)| k);
        assert_eq!(v, [(0, 'e'), (1, 'b'), (1, 'd'), (2, 'a'), (2, 'c')]);
    }
}
