#pragma once
// std::visit(Overloaded{lambda per alternative...}, variant): one lambda per alternative and no
// generic fallback, so an alternative added to the variant but not handled fails to compile.

namespace cyclelab::core {

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace cyclelab::core
