//! Red-team sentences, fifth round ([`super`]).
