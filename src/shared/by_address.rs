//! A shared value compared by where it lives rather than by what it holds.
//!
//! Why. Yew draws a component again when its props differ (`PartialEq`). A board's geometry
//! (every site's place and outline: 16,384 of them at 128 x 128) and its palette are built
//! once per setup and never changed in place, so two props hold the same one exactly when
//! they point at the same one; comparing them by value would walk every site on every render
//! to learn the same thing. Props that hold them derive `PartialEq` through this one impl.

use std::ops::Deref;
use std::rc::Rc;

/// An `Rc` whose `==` is [`Rc::ptr_eq`].
pub struct ByAddress<T>(pub Rc<T>);

impl<T> Clone for ByAddress<T> {
    fn clone(&self) -> Self {
        ByAddress(Rc::clone(&self.0))
    }
}

impl<T> PartialEq for ByAddress<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Deref for ByAddress<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_value_built_twice_is_another_one() {
        let first = ByAddress(Rc::new(vec![1, 2, 3]));
        let again = ByAddress(Rc::new(vec![1, 2, 3]));
        assert!(first == first.clone());
        assert!(first != again);
        assert_eq!(*first, *again);
    }
}
