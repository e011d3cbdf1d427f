//! The memory of a visited set's table: allocated, or read in place from a checkpoint.
//!
//! A resumed search does not copy its visited set out of the checkpoint: each table is a
//! [`Slab`] over the table's archived bytes in a private, copy-on-write mapping of the
//! checkpoint's file ([`Mapping`], one for the whole store). On a little-endian machine an
//! archived `u64_le`, `u32_le` or byte has the bytes of the live `AtomicU64`, `AtomicU32` or
//! `AtomicU8`, so the table works in place: the pages are read from the file as the search
//! touches them, a page the search writes becomes the process's own (the file never
//! changes), and a table that grows moves into fresh memory as it always does, dropping its
//! part of the mapping. The mapping is unmapped when the last table in it has let go. On a
//! big-endian machine, or where the mapping fails, the archived values are copied instead.

use std::fs::File;
use std::marker::PhantomData;
use std::ptr::NonNull;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, AtomicU32, AtomicU64};

/// A private, writable (copy-on-write) mapping of a checkpoint's file, beside the read-only
/// mapping the checkpoint was validated in: an archived part of the read-only mapping is at
/// the same offset here (`Slab::from_archive`).
pub struct Mapping {
    /// Kept for the unmapping; its bytes are reached only through `ptr`.
    _map: memmap2::MmapMut,
    ptr: NonNull<u8>,
    len: usize,
    /// The address of the read-only mapping of the same bytes.
    archive: usize,
}

// SAFETY: the mapping is only reached through the slabs placed in it, disjoint regions each
// owned by one `Slab`, which the `Slab`'s own `Send`/`Sync` govern.
unsafe impl Send for Mapping {}
unsafe impl Sync for Mapping {}

impl std::fmt::Debug for Mapping {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Mapping({} bytes)", self.len)
    }
}

impl Mapping {
    /// A private mapping of `file`, whose bytes are those of `read_only` (the same file,
    /// mapped read-only and validated). `None` if the mapping fails or its size differs.
    ///
    /// The caller guarantees that the file is not written in place while it is mapped
    /// (pancam writes checkpoints by renaming a new file over the old one).
    pub(crate) fn of_file(file: &File, read_only: &[u8]) -> Option<Arc<Mapping>> {
        // SAFETY: a private mapping: this process's writes are not the file's, and the file
        // is not written in place (see above).
        let mut map = unsafe { memmap2::MmapOptions::new().map_copy(file) }.ok()?;
        if map.len() != read_only.len() {
            return None;
        }
        let len = map.len();
        let ptr = NonNull::new(map.as_mut_ptr())?;
        Some(Arc::new(Mapping {
            _map: map,
            ptr,
            len,
            archive: read_only.as_ptr() as usize,
        }))
    }

    /// Where `part`, a slice of the read-only mapping, lies in this one, as `len` `T`s:
    /// `None` unless it lies wholly in it and is aligned for `T`.
    fn place<A, T>(&self, part: &[A]) -> Option<NonNull<T>> {
        let at = (part.as_ptr() as usize).checked_sub(self.archive)?;
        if at.checked_add(std::mem::size_of_val(part))? > self.len {
            return None;
        }
        // SAFETY: `at` is inside the mapping (checked just above).
        let p = unsafe { self.ptr.as_ptr().add(at) };
        p.cast::<T>().is_aligned().then(|| NonNull::new(p.cast()))?
    }
}

/// A live table's type `Self` whose little-endian bytes are those of the archived `A`, and
/// for which every bit pattern is a value: a slab of `Self` may be read in place from a
/// checkpoint's archived `A`s.
///
/// # Safety
///
/// `Self` and `A` have the same size, `Self`'s alignment is at most the archive's for `A`
/// (checked again where it is placed), any bytes are a valid `Self`, and on a little-endian
/// machine the bytes of an `A` are those of the `Self` that [`Self::from_archived`] gives.
pub unsafe trait ArchivedAs<A>: Sized {
    /// The value of an archived `A` (for a copy).
    fn from_archived(a: &A) -> Self;
}

// SAFETY: 8-byte little-endian integers, and the atomics of the same size.
unsafe impl ArchivedAs<rkyv::rend::u64_le> for AtomicU64 {
    fn from_archived(a: &rkyv::rend::u64_le) -> Self {
        AtomicU64::new(a.to_native())
    }
}

// SAFETY: as above, 4 bytes.
unsafe impl ArchivedAs<rkyv::rend::u32_le> for AtomicU32 {
    fn from_archived(a: &rkyv::rend::u32_le) -> Self {
        AtomicU32::new(a.to_native())
    }
}

// SAFETY: a byte.
unsafe impl ArchivedAs<u8> for AtomicU8 {
    fn from_archived(a: &u8) -> Self {
        AtomicU8::new(*a)
    }
}

// SAFETY: a byte.
unsafe impl ArchivedAs<u8> for u8 {
    fn from_archived(a: &u8) -> Self {
        *a
    }
}

/// `len` values of `T`: a heap allocation, or a region of a checkpoint's [`Mapping`].
/// Dereferences to `[T]`, as the `Box<[T]>` it replaces.
pub(crate) struct Slab<T> {
    ptr: NonNull<T>,
    len: usize,
    /// The mapping the values are in; `None`: `ptr` is a `Box<[T]>` of this slab's.
    mapped: Option<Arc<Mapping>>,
    _owns: PhantomData<T>,
}

// SAFETY: a `Slab` owns its values (in its allocation, or in its own region of a mapping
// that no other slab shares), as a `Box<[T]>` does.
unsafe impl<T: Send> Send for Slab<T> {}
unsafe impl<T: Sync> Sync for Slab<T> {}

impl<T> Slab<T> {
    /// The values of `b`.
    pub(crate) fn owned(b: Box<[T]>) -> Slab<T> {
        let len = b.len();
        let ptr = NonNull::new(Box::into_raw(b).cast::<T>()).expect("a box is not null");
        Slab {
            ptr,
            len,
            mapped: None,
            _owns: PhantomData,
        }
    }

    /// The values of the archived `part` (a slice of the checkpoint `map` was made beside):
    /// in place in `map` on a little-endian machine, else (or without a mapping, or if the
    /// part is not where it should be) copied.
    pub(crate) fn from_archive<A>(part: &[A], map: Option<&Arc<Mapping>>) -> Slab<T>
    where
        T: ArchivedAs<A>,
    {
        if cfg!(target_endian = "little")
            && !part.is_empty()
            && std::mem::size_of::<A>() == std::mem::size_of::<T>()
            && let Some(m) = map
            && let Some(ptr) = m.place::<A, T>(part)
        {
            return Slab {
                ptr,
                len: part.len(),
                mapped: Some(m.clone()),
                _owns: PhantomData,
            };
        }
        Slab::owned(part.iter().map(T::from_archived).collect())
    }

    /// Whether the values are read in place from a checkpoint.
    pub(crate) fn is_mapped(&self) -> bool {
        self.mapped.is_some()
    }
}

impl<T> std::ops::Deref for Slab<T> {
    type Target = [T];
    #[inline(always)]
    fn deref(&self) -> &[T] {
        // SAFETY: `ptr` is `len` valid values owned by this slab (see `Send`/`Sync`).
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl<T> std::ops::DerefMut for Slab<T> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as for `deref`; `&mut self` is the only way to these values.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl<T> Drop for Slab<T> {
    fn drop(&mut self) {
        if self.mapped.is_none() {
            // SAFETY: `ptr` and `len` are those of the box `owned` took apart.
            unsafe {
                drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(
                    self.ptr.as_ptr(),
                    self.len,
                )));
            }
        }
        // A mapped slab's values are the mapping's bytes: nothing to drop but the `Arc`.
    }
}

impl<T> std::fmt::Debug for Slab<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Slab({} values{})",
            self.len,
            if self.is_mapped() { ", mapped" } else { "" }
        )
    }
}
