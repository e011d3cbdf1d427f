; ModuleID = 'ilp32_abi.c'
source_filename = "ilp32_abi.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.rec = type { [12 x i8], i64, double, i32 }
%struct.vec3 = type { double, double, double }

@.str = private unnamed_addr constant [22 x i8] c"small: %d %c size %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"pair: %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [40 x i8] c"cross: %.1f %.1f %.1f / %.2f %.2f %.2f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [7 x i8] c"record\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"orig\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"bumped\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [15 x i8] c"sizeof rec %u\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"ilLds\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [4 x i8] c"pvi\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [5 x i8] c"LdLd\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [13 x i8] c"sum_ll %lld\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [11 x i8] c"mean %.5f\0A\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [22 x i8] c"%s: %s %lld %.3f %lx\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [3 x i8] c" |\00", align 1, !dbg !59
@.str.17 = private unnamed_addr constant [5 x i8] c" i%d\00", align 1, !dbg !64
@.str.18 = private unnamed_addr constant [6 x i8] c" l%ld\00", align 1, !dbg !66
@.str.19 = private unnamed_addr constant [7 x i8] c" L%lld\00", align 1, !dbg !68
@.str.20 = private unnamed_addr constant [7 x i8] c" d%.4f\00", align 1, !dbg !70
@.str.21 = private unnamed_addr constant [5 x i8] c" s%s\00", align 1, !dbg !72
@.str.22 = private unnamed_addr constant [10 x i8] c" p(%d,%d)\00", align 1, !dbg !74
@.str.23 = private unnamed_addr constant [19 x i8] c" v(%.1f,%.1f,%.1f)\00", align 1, !dbg !79

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !104 {
  %1 = alloca %struct.rec, align 8
  %2 = alloca %struct.rec, align 8
    #dbg_declare(ptr %4, !154, !DIExpression(DW_OP_LLVM_fragment, 8, 88), !161)
  %3 = alloca %struct.vec3, align 4, !DIAssignID !163
    #dbg_assign(i1 undef, !139, !DIExpression(), !163, ptr %3, !DIExpression(), !164)
  %4 = alloca [11 x i8], align 1, !DIAssignID !165
    #dbg_assign(i1 undef, !141, !DIExpression(DW_OP_LLVM_fragment, 8, 88), !165, ptr %4, !DIExpression(), !164)
    #dbg_value(i16 -300, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !164)
    #dbg_value(i8 122, !109, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !164)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -300, i32 noundef 122, i32 noundef 4), !dbg !166
    #dbg_value(i32 1, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !164)
    #dbg_value(i32 2, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !164)
    #dbg_value(i32 30, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !164)
    #dbg_value(i32 40, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !164)
    #dbg_value(ptr poison, !120, !DIExpression(), !164)
    #dbg_value(i32 32, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !164)
    #dbg_value(i32 44, !125, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !164)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 32, i32 noundef 44), !dbg !167
    #dbg_value(ptr poison, !134, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10, !dbg !168
    #dbg_value(double 0.000000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !174)
    #dbg_value(double 1.000000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !174)
    #dbg_value(double 0.000000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !174)
    #dbg_value(double 1.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !174)
    #dbg_value(double 0.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !174)
    #dbg_value(double 0.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !174)
    #dbg_value(ptr %3, !173, !DIExpression(DW_OP_deref), !174)
    #dbg_assign(double 0.000000e+00, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !176, ptr %3, !DIExpression(), !164)
    #dbg_assign(double 0.000000e+00, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !176, ptr %3, !DIExpression(DW_OP_plus_uconst, 8), !164)
  %7 = getelementptr inbounds i8, ptr %3, i32 16, !dbg !177
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, i8 0, i64 16, i1 false), !dbg !177, !DIAssignID !176
  store double 1.000000e+00, ptr %7, align 4, !dbg !177, !tbaa !178, !alias.scope !183, !DIAssignID !186
    #dbg_assign(double 1.000000e+00, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !186, ptr %7, !DIExpression(), !164)
    #dbg_value(double 5.000000e-01, !169, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !187)
    #dbg_value(double 2.000000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !187)
    #dbg_value(double -1.000000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !187)
    #dbg_value(double 0.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !187)
    #dbg_value(double 0.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !187)
    #dbg_value(double 1.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !187)
    #dbg_value(ptr undef, !173, !DIExpression(DW_OP_deref), !187)
    #dbg_value(double -2.000000e+00, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !164)
    #dbg_value(double 5.000000e-01, !140, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !164)
    #dbg_value(double 0.000000e+00, !140, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !164)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef -2.000000e+00, double noundef 5.000000e-01, double noundef 0.000000e+00), !dbg !189
    #dbg_assign(i8 0, !141, !DIExpression(DW_OP_LLVM_fragment, 8, 88), !190, ptr %4, !DIExpression(), !164)
    #dbg_value(i64 0, !141, !DIExpression(DW_OP_LLVM_fragment, 96, 64), !164)
    #dbg_value(double 0.000000e+00, !141, !DIExpression(DW_OP_LLVM_fragment, 160, 64), !164)
    #dbg_value(i32 0, !141, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !164)
    #dbg_value(i8 114, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !164)
  %9 = getelementptr inbounds i8, ptr %4, i32 6, !dbg !191
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(5) %9, i8 0, i32 5, i1 false), !dbg !191
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(6) %4, ptr noundef nonnull align 1 dereferenceable(6) getelementptr inbounds (i8, ptr @.str.3, i32 1), i32 6, i1 false), !dbg !192
    #dbg_value(i64 5000000000, !141, !DIExpression(DW_OP_LLVM_fragment, 96, 64), !164)
    #dbg_value(double 2.500000e+00, !141, !DIExpression(DW_OP_LLVM_fragment, 160, 64), !164)
    #dbg_value(i32 3, !141, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !164)
    #dbg_value(i64 1099511627776, !159, !DIExpression(), !193)
    #dbg_value(double 1.500000e+00, !160, !DIExpression(), !193)
    #dbg_value(i64 1104511627776, !154, !DIExpression(DW_OP_LLVM_fragment, 96, 64), !193)
    #dbg_value(double 3.750000e+00, !154, !DIExpression(DW_OP_LLVM_fragment, 160, 64), !193)
    #dbg_value(i32 1073741827, !154, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !193)
    #dbg_value(i8 82, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !193)
    #dbg_value(i8 82, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !164)
    #dbg_assign(i1 undef, !153, !DIExpression(DW_OP_LLVM_fragment, 8, 88), !194, ptr %4, !DIExpression(), !164)
    #dbg_value(i64 1104511627776, !153, !DIExpression(DW_OP_LLVM_fragment, 96, 64), !164)
    #dbg_value(double 3.750000e+00, !153, !DIExpression(DW_OP_LLVM_fragment, 160, 64), !164)
    #dbg_value(i32 1073741827, !153, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !164)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2), !dbg !195
  store i8 114, ptr %2, align 8, !dbg !195
  %10 = getelementptr inbounds i8, ptr %2, i32 1, !dbg !195
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %10, ptr noundef nonnull align 1 dereferenceable(11) %4, i64 11, i1 false), !dbg !195
  %11 = getelementptr inbounds i8, ptr %2, i32 12, !dbg !195
  store i64 5000000000, ptr %11, align 4, !dbg !195
  %12 = getelementptr inbounds i8, ptr %2, i32 20, !dbg !195
  store double 2.500000e+00, ptr %12, align 4, !dbg !195
  %13 = getelementptr inbounds i8, ptr %2, i32 28, !dbg !195
  store i32 3, ptr %13, align 4, !dbg !195
    #dbg_value(ptr @.str.4, !202, !DIExpression(), !205)
    #dbg_declare(ptr %2, !203, !DIExpression(), !206)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, ptr noundef nonnull %2, i64 noundef 5000000000, double noundef 2.500000e+00, i32 noundef 3), !dbg !207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2), !dbg !208
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1), !dbg !209
  store i8 82, ptr %1, align 8, !dbg !209
  %15 = getelementptr inbounds i8, ptr %1, i32 1, !dbg !209
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %15, ptr noundef nonnull align 1 dereferenceable(11) %4, i64 11, i1 false), !dbg !209
  %16 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !209
  store i64 1104511627776, ptr %16, align 4, !dbg !209
  %17 = getelementptr inbounds i8, ptr %1, i32 20, !dbg !209
  store double 3.750000e+00, ptr %17, align 4, !dbg !209
  %18 = getelementptr inbounds i8, ptr %1, i32 28, !dbg !209
  store i32 1073741827, ptr %18, align 4, !dbg !209
    #dbg_value(ptr @.str.5, !202, !DIExpression(), !211)
    #dbg_declare(ptr %1, !203, !DIExpression(), !212)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, ptr noundef nonnull %1, i64 noundef 1104511627776, double noundef 3.750000e+00, i32 noundef 1073741827), !dbg !213
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1), !dbg !214
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 32), !dbg !215
  call void (ptr, ...) @show(ptr noundef nonnull @.str.7, i32 noundef 7, i32 noundef -8, i64 noundef 1125899906842624, double noundef 3.250000e+00, ptr noundef nonnull @.str.8), !dbg !216
  call void (ptr, ...) @show(ptr noundef nonnull @.str.9, i32 1, i32 2, ptr noundef nonnull byval(%struct.vec3) align 4 %3, i32 noundef 99), !dbg !217
  call void (ptr, ...) @show(ptr noundef nonnull @.str.10, i64 noundef -1, double noundef 1.250000e-01, i64 noundef 123456789012345, double noundef -1.000000e+10), !dbg !218
  %21 = call i64 (i32, ...) @sum_ll(i32 poison, i64 noundef 1, i64 noundef 8589934592, i64 noundef -1099511627776, i64 noundef 77), !dbg !219
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %21), !dbg !220
  %23 = call double (i32, ...) @mean(i32 poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.500000e+00, double noundef -4.000000e+00, double noundef 1.025000e+01), !dbg !221
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %23), !dbg !222
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10, !dbg !223
  ret i32 0, !dbg !224
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !225 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: nofree nounwind uwtable
define internal void @show(ptr noundef %0, ...) unnamed_addr #0 !dbg !230 {
  %2 = alloca ptr, align 4, !DIAssignID !242
    #dbg_assign(i1 undef, !235, !DIExpression(), !242, ptr %2, !DIExpression(), !243)
  %3 = alloca ptr, align 4, !DIAssignID !244
    #dbg_assign(i1 undef, !241, !DIExpression(), !244, ptr %3, !DIExpression(), !243)
    #dbg_value(ptr %0, !234, !DIExpression(), !243)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10, !dbg !245
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10, !dbg !245
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !246
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !247
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %0), !dbg !248
  %5 = load ptr, ptr %2, align 4, !dbg !249, !tbaa !250
  call fastcc void @vprint(ptr noundef %0, ptr noundef %5), !dbg !252
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15), !dbg !253
  %7 = load ptr, ptr %3, align 4, !dbg !254, !tbaa !250
  call fastcc void @vprint(ptr noundef %0, ptr noundef %7), !dbg !255
  %8 = call i32 @putchar(i32 10), !dbg !256
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !257
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !258
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10, !dbg !259
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10, !dbg !259
  ret void, !dbg !259
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i64 @sum_ll(i32 %0, ...) unnamed_addr #5 !dbg !260 {
  %2 = alloca ptr, align 4, !DIAssignID !269
    #dbg_assign(i1 undef, !265, !DIExpression(), !269, ptr %2, !DIExpression(), !270)
    #dbg_value(i32 4, !264, !DIExpression(), !270)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10, !dbg !271
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !272
    #dbg_value(i64 0, !266, !DIExpression(), !270)
    #dbg_value(i32 0, !267, !DIExpression(), !273)
  %3 = load ptr, ptr %2, align 4
    #dbg_value(i32 0, !267, !DIExpression(), !273)
    #dbg_value(i64 0, !266, !DIExpression(), !270)
    #dbg_value(i32 0, !267, !DIExpression(), !273)
    #dbg_value(i64 0, !266, !DIExpression(), !270)
  %4 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !274
    #dbg_assign(ptr %4, !265, !DIExpression(), !276, ptr %2, !DIExpression(), !270)
  %5 = load i64, ptr %3, align 4, !dbg !274, !tbaa !277
    #dbg_value(i64 %5, !266, !DIExpression(), !270)
    #dbg_value(i32 1, !267, !DIExpression(), !273)
  %6 = getelementptr inbounds i8, ptr %3, i32 16, !dbg !274
    #dbg_assign(ptr %6, !265, !DIExpression(), !276, ptr %2, !DIExpression(), !270)
  %7 = load i64, ptr %4, align 4, !dbg !274, !tbaa !277
  %8 = add nsw i64 %7, %5, !dbg !279
    #dbg_value(i64 %8, !266, !DIExpression(), !270)
    #dbg_value(i32 2, !267, !DIExpression(), !273)
  %9 = getelementptr inbounds i8, ptr %3, i32 24, !dbg !274
    #dbg_assign(ptr %9, !265, !DIExpression(), !276, ptr %2, !DIExpression(), !270)
  %10 = load i64, ptr %6, align 4, !dbg !274, !tbaa !277
  %11 = add nsw i64 %10, %8, !dbg !279
    #dbg_value(i64 %11, !266, !DIExpression(), !270)
    #dbg_value(i32 3, !267, !DIExpression(), !273)
    #dbg_assign(ptr %9, !265, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !276, ptr %2, !DIExpression(), !270)
  %12 = load i64, ptr %9, align 4, !dbg !274, !tbaa !277
  %13 = add nsw i64 %12, %11, !dbg !279
    #dbg_value(i64 %13, !266, !DIExpression(), !270)
    #dbg_value(i32 4, !267, !DIExpression(), !273)
  %14 = getelementptr i8, ptr %3, i32 32, !dbg !280
  store ptr %14, ptr %2, align 4, !dbg !274, !DIAssignID !276
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !281
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10, !dbg !282
  ret i64 %13, !dbg !283
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @mean(i32 %0, ...) unnamed_addr #5 !dbg !284 {
  %2 = alloca ptr, align 4, !DIAssignID !293
    #dbg_assign(i1 undef, !289, !DIExpression(), !293, ptr %2, !DIExpression(), !294)
    #dbg_value(i32 5, !288, !DIExpression(), !294)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10, !dbg !295
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !296
    #dbg_value(double 0.000000e+00, !290, !DIExpression(), !294)
    #dbg_value(i32 0, !291, !DIExpression(), !297)
  %3 = load ptr, ptr %2, align 4
    #dbg_value(i32 0, !291, !DIExpression(), !297)
    #dbg_value(double 0.000000e+00, !290, !DIExpression(), !294)
    #dbg_value(i32 0, !291, !DIExpression(), !297)
    #dbg_value(double 0.000000e+00, !290, !DIExpression(), !294)
  %4 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !298
    #dbg_assign(ptr %4, !289, !DIExpression(), !300, ptr %2, !DIExpression(), !294)
  %5 = load double, ptr %3, align 4, !dbg !298, !tbaa !301
  %6 = fadd double %5, 0.000000e+00, !dbg !302
    #dbg_value(double %6, !290, !DIExpression(), !294)
    #dbg_value(i32 1, !291, !DIExpression(), !297)
  %7 = getelementptr inbounds i8, ptr %3, i32 16, !dbg !298
    #dbg_assign(ptr %7, !289, !DIExpression(), !300, ptr %2, !DIExpression(), !294)
  %8 = load double, ptr %4, align 4, !dbg !298, !tbaa !301
  %9 = fadd double %6, %8, !dbg !302
    #dbg_value(double %9, !290, !DIExpression(), !294)
    #dbg_value(i32 2, !291, !DIExpression(), !297)
  %10 = getelementptr inbounds i8, ptr %3, i32 24, !dbg !298
    #dbg_assign(ptr %10, !289, !DIExpression(), !300, ptr %2, !DIExpression(), !294)
  %11 = load double, ptr %7, align 4, !dbg !298, !tbaa !301
  %12 = fadd double %9, %11, !dbg !302
    #dbg_value(double %12, !290, !DIExpression(), !294)
    #dbg_value(i32 3, !291, !DIExpression(), !297)
  %13 = getelementptr inbounds i8, ptr %3, i32 32, !dbg !298
    #dbg_assign(ptr %13, !289, !DIExpression(), !300, ptr %2, !DIExpression(), !294)
  %14 = load double, ptr %10, align 4, !dbg !298, !tbaa !301
  %15 = fadd double %12, %14, !dbg !302
    #dbg_value(double %15, !290, !DIExpression(), !294)
    #dbg_value(i32 4, !291, !DIExpression(), !297)
    #dbg_assign(ptr %13, !289, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !300, ptr %2, !DIExpression(), !294)
  %16 = load double, ptr %13, align 4, !dbg !298, !tbaa !301
  %17 = fadd double %15, %16, !dbg !302
    #dbg_value(double %17, !290, !DIExpression(), !294)
    #dbg_value(i32 5, !291, !DIExpression(), !297)
  %18 = getelementptr i8, ptr %3, i32 40, !dbg !303
  store ptr %18, ptr %2, align 4, !dbg !298, !DIAssignID !300
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !304
  %19 = fdiv double %17, 5.000000e+00, !dbg !305
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10, !dbg !306
  ret double %19, !dbg !307
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #6

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @vprint(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !308 {
    #dbg_value(ptr %0, !312, !DIExpression(), !323)
    #dbg_value(ptr %1, !313, !DIExpression(), !323)
    #dbg_value(ptr %0, !314, !DIExpression(), !324)
  br label %3, !dbg !325

3:                                                ; preds = %42, %2
  %4 = phi ptr [ %0, %2 ], [ %44, %42 ], !dbg !326
  %5 = phi ptr [ %1, %2 ], [ %43, %42 ]
    #dbg_value(ptr %5, !313, !DIExpression(), !323)
    #dbg_value(ptr %4, !314, !DIExpression(), !324)
  %6 = load i8, ptr %4, align 1, !dbg !327, !tbaa !328
  switch i8 %6, label %42 [
    i8 0, label %7
    i8 105, label %8
    i8 108, label %12
    i8 76, label %16
    i8 100, label %20
    i8 115, label %24
    i8 112, label %28
    i8 118, label %34
  ], !dbg !329

7:                                                ; preds = %3
  ret void, !dbg !330

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !331
    #dbg_value(ptr %9, !313, !DIExpression(), !323)
  %10 = load i32, ptr %5, align 4, !dbg !331, !tbaa !332
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %10), !dbg !334
  br label %42, !dbg !335

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !336
    #dbg_value(ptr %13, !313, !DIExpression(), !323)
  %14 = load i32, ptr %5, align 4, !dbg !336, !tbaa !337
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %14), !dbg !339
  br label %42, !dbg !340

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !341
    #dbg_value(ptr %17, !313, !DIExpression(), !323)
  %18 = load i64, ptr %5, align 4, !dbg !341, !tbaa !277
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %18), !dbg !342
  br label %42, !dbg !343

20:                                               ; preds = %3
  %21 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !344
    #dbg_value(ptr %21, !313, !DIExpression(), !323)
  %22 = load double, ptr %5, align 4, !dbg !344, !tbaa !301
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef %22), !dbg !345
  br label %42, !dbg !346

24:                                               ; preds = %3
  %25 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !347
    #dbg_value(ptr %25, !313, !DIExpression(), !323)
  %26 = load ptr, ptr %5, align 4, !dbg !347, !tbaa !250
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %26), !dbg !348
  br label %42, !dbg !349

28:                                               ; preds = %3
  %29 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !350
    #dbg_value(ptr %29, !313, !DIExpression(), !323)
  %30 = load i32, ptr %5, align 4, !dbg !350, !tbaa !332
  %31 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !350
  %32 = load i32, ptr %31, align 4, !dbg !350, !tbaa !332
    #dbg_value(i32 %30, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !351)
    #dbg_value(i32 %32, !316, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !351)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %30, i32 noundef %32), !dbg !352
  br label %42

34:                                               ; preds = %3
  %35 = getelementptr inbounds i8, ptr %5, i32 24, !dbg !353
    #dbg_value(ptr %35, !313, !DIExpression(), !323)
  %36 = load double, ptr %5, align 4, !dbg !353, !tbaa !301
  %37 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !353
  %38 = load double, ptr %37, align 4, !dbg !353, !tbaa !301
  %39 = getelementptr inbounds i8, ptr %5, i32 16, !dbg !353
  %40 = load double, ptr %39, align 4, !dbg !353, !tbaa !301
    #dbg_value(double %36, !321, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !354)
    #dbg_value(double %38, !321, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !354)
    #dbg_value(double %40, !321, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !354)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, double noundef %36, double noundef %38, double noundef %40), !dbg !355
  br label %42

42:                                               ; preds = %3, %8, %12, %16, %20, %24, %28, %34
  %43 = phi ptr [ %35, %34 ], [ %29, %28 ], [ %25, %24 ], [ %21, %20 ], [ %17, %16 ], [ %13, %12 ], [ %9, %8 ], [ %5, %3 ]
    #dbg_value(ptr %43, !313, !DIExpression(), !323)
  %44 = getelementptr inbounds i8, ptr %4, i32 1, !dbg !356
    #dbg_value(ptr %44, !314, !DIExpression(), !324)
  br label %3, !dbg !357, !llvm.loop !358
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!84}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ilp32_abi.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "fff8deb5cea54ceb6f5e23cb01efc2c1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 136, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 40)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 140, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 7)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 147, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 151, type: !24, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 152, type: !9, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 153, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 11)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !41, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 3)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !24, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !36, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !19, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !19, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !24, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 10)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 19)
!84 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !85, globals: !89, splitDebugInlining: false, nameTableKind: None)
!85 = !{!86, !87, !4, !88}
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!87 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!88 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!89 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44, !46, !48, !50, !55, !57, !59, !90, !64, !66, !68, !70, !72, !74, !79}
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 2)
!95 = !{i32 1, !"NumRegisterParameters", i32 0}
!96 = !{i32 7, !"Dwarf Version", i32 5}
!97 = !{i32 2, !"Debug Info Version", i32 3}
!98 = !{i32 1, !"wchar_size", i32 4}
!99 = !{i32 8, !"PIC Level", i32 2}
!100 = !{i32 7, !"PIE Level", i32 2}
!101 = !{i32 7, !"uwtable", i32 2}
!102 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 123, type: !105, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !108)
!105 = !DISubroutineType(types: !106)
!106 = !{!107}
!107 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!108 = !{!109, !114, !119, !120, !125, !126, !133, !134, !139, !140, !141, !153}
!109 = !DILocalVariable(name: "s", scope: !104, file: !2, line: 124, type: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !2, line: 10, size: 32, elements: !111)
!111 = !{!112, !113}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !110, file: !2, line: 11, baseType: !87, size: 16)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !110, file: !2, line: 12, baseType: !4, size: 8, offset: 16)
!114 = !DILocalVariable(name: "a", scope: !104, file: !2, line: 127, type: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 14, size: 64, elements: !116)
!116 = !{!117, !118}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !115, file: !2, line: 15, baseType: !107, size: 32)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !115, file: !2, line: 15, baseType: !107, size: 32, offset: 32)
!119 = !DILocalVariable(name: "b", scope: !104, file: !2, line: 127, type: !115)
!120 = !DILocalVariable(name: "op", scope: !104, file: !2, line: 128, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "pair_op", file: !2, line: 120, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 32)
!123 = !DISubroutineType(types: !124)
!124 = !{!115, !115, !115}
!125 = !DILocalVariable(name: "c", scope: !104, file: !2, line: 129, type: !115)
!126 = !DILocalVariable(name: "x", scope: !104, file: !2, line: 132, type: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !2, line: 17, size: 192, elements: !128)
!128 = !{!129, !131, !132}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !127, file: !2, line: 18, baseType: !130, size: 64)
!130 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !127, file: !2, line: 18, baseType: !130, size: 64, offset: 64)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !127, file: !2, line: 18, baseType: !130, size: 64, offset: 128)
!133 = !DILocalVariable(name: "y", scope: !104, file: !2, line: 132, type: !127)
!134 = !DILocalVariable(name: "vo", scope: !104, file: !2, line: 133, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "vec_op", file: !2, line: 121, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 32)
!137 = !DISubroutineType(types: !138)
!138 = !{!127, !127, !127}
!139 = !DILocalVariable(name: "z", scope: !104, file: !2, line: 134, type: !127)
!140 = !DILocalVariable(name: "w", scope: !104, file: !2, line: 135, type: !127)
!141 = !DILocalVariable(name: "r", scope: !104, file: !2, line: 138, type: !142)
!142 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !2, line: 20, size: 256, elements: !143)
!143 = !{!144, !148, !150, !151}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !142, file: !2, line: 21, baseType: !145, size: 96)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 12)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !142, file: !2, line: 22, baseType: !149, size: 64, offset: 96)
!149 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !142, file: !2, line: 23, baseType: !130, size: 64, offset: 160)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !142, file: !2, line: 24, baseType: !152, size: 32, offset: 224)
!152 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!153 = !DILocalVariable(name: "r2", scope: !104, file: !2, line: 144, type: !142)
!154 = !DILocalVariable(name: "r", arg: 1, scope: !155, file: !2, line: 42, type: !142)
!155 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 42, type: !156, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!142, !142, !149, !130}
!158 = !{!154, !159, !160}
!159 = !DILocalVariable(name: "by", arg: 2, scope: !155, file: !2, line: 42, type: !149)
!160 = !DILocalVariable(name: "factor", arg: 3, scope: !155, file: !2, line: 42, type: !130)
!161 = !DILocation(line: 42, column: 35, scope: !155, inlinedAt: !162)
!162 = distinct !DILocation(line: 144, column: 19, scope: !104)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 0, scope: !104)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 125, column: 3, scope: !104)
!167 = !DILocation(line: 130, column: 3, scope: !104)
!168 = !DILocation(line: 134, column: 3, scope: !104)
!169 = !DILocalVariable(name: "b", arg: 2, scope: !170, file: !2, line: 37, type: !127)
!170 = distinct !DISubprogram(name: "cross", scope: !2, file: !2, line: 37, type: !137, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !171)
!171 = !{!172, !169, !173}
!172 = !DILocalVariable(name: "a", arg: 1, scope: !170, file: !2, line: 37, type: !127)
!173 = !DILocalVariable(name: "r", scope: !170, file: !2, line: 38, type: !127)
!174 = !DILocation(line: 0, scope: !170, inlinedAt: !175)
!175 = distinct !DILocation(line: 134, column: 19, scope: !104)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 38, column: 19, scope: !170, inlinedAt: !175)
!178 = !{!179, !180, i64 16}
!179 = !{!"vec3", !180, i64 0, !180, i64 8, !180, i64 16}
!180 = !{!"double", !181, i64 0}
!181 = !{!"omnipotent char", !182, i64 0}
!182 = !{!"Simple C/C++ TBAA"}
!183 = !{!184}
!184 = distinct !{!184, !185, !"cross: argument 0"}
!185 = distinct !{!185, !"cross"}
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 0, scope: !170, inlinedAt: !188)
!188 = distinct !DILocation(line: 135, column: 19, scope: !104)
!189 = !DILocation(line: 136, column: 3, scope: !104)
!190 = distinct !DIAssignID()
!191 = !DILocation(line: 139, column: 3, scope: !104)
!192 = !DILocation(line: 140, column: 3, scope: !104)
!193 = !DILocation(line: 0, scope: !155, inlinedAt: !162)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 51, column: 51, scope: !196, inlinedAt: !204)
!196 = distinct !DISubprogram(name: "print_rec", scope: !2, file: !2, line: 50, type: !197, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !201)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !199, !142}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 32)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!201 = !{!202, !203}
!202 = !DILocalVariable(name: "tag", arg: 1, scope: !196, file: !2, line: 50, type: !199)
!203 = !DILocalVariable(name: "r", arg: 2, scope: !196, file: !2, line: 50, type: !142)
!204 = distinct !DILocation(line: 145, column: 3, scope: !104)
!205 = !DILocation(line: 0, scope: !196, inlinedAt: !204)
!206 = !DILocation(line: 50, column: 51, scope: !196, inlinedAt: !204)
!207 = !DILocation(line: 51, column: 3, scope: !196, inlinedAt: !204)
!208 = !DILocation(line: 52, column: 1, scope: !196, inlinedAt: !204)
!209 = !DILocation(line: 51, column: 51, scope: !196, inlinedAt: !210)
!210 = distinct !DILocation(line: 146, column: 3, scope: !104)
!211 = !DILocation(line: 0, scope: !196, inlinedAt: !210)
!212 = !DILocation(line: 50, column: 51, scope: !196, inlinedAt: !210)
!213 = !DILocation(line: 51, column: 3, scope: !196, inlinedAt: !210)
!214 = !DILocation(line: 52, column: 1, scope: !196, inlinedAt: !210)
!215 = !DILocation(line: 147, column: 3, scope: !104)
!216 = !DILocation(line: 149, column: 3, scope: !104)
!217 = !DILocation(line: 150, column: 3, scope: !104)
!218 = !DILocation(line: 151, column: 3, scope: !104)
!219 = !DILocation(line: 152, column: 27, scope: !104)
!220 = !DILocation(line: 152, column: 3, scope: !104)
!221 = !DILocation(line: 153, column: 25, scope: !104)
!222 = !DILocation(line: 153, column: 3, scope: !104)
!223 = !DILocation(line: 155, column: 1, scope: !104)
!224 = !DILocation(line: 154, column: 3, scope: !104)
!225 = !DISubprogram(name: "printf", scope: !226, file: !226, line: 356, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!227 = !DISubroutineType(types: !228)
!228 = !{!107, !229, null}
!229 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !199)
!230 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 87, type: !231, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !199, null}
!233 = !{!234, !235, !241}
!234 = !DILocalVariable(name: "fmt", arg: 1, scope: !230, file: !2, line: 87, type: !199)
!235 = !DILocalVariable(name: "ap", scope: !230, file: !2, line: 88, type: !236)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !226, line: 52, baseType: !237)
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !238, line: 12, baseType: !239)
!238 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!241 = !DILocalVariable(name: "again", scope: !230, file: !2, line: 88, type: !236)
!242 = distinct !DIAssignID()
!243 = !DILocation(line: 0, scope: !230)
!244 = distinct !DIAssignID()
!245 = !DILocation(line: 88, column: 3, scope: !230)
!246 = !DILocation(line: 89, column: 3, scope: !230)
!247 = !DILocation(line: 90, column: 3, scope: !230)
!248 = !DILocation(line: 91, column: 3, scope: !230)
!249 = !DILocation(line: 92, column: 15, scope: !230)
!250 = !{!251, !251, i64 0}
!251 = !{!"any pointer", !181, i64 0}
!252 = !DILocation(line: 92, column: 3, scope: !230)
!253 = !DILocation(line: 93, column: 3, scope: !230)
!254 = !DILocation(line: 94, column: 15, scope: !230)
!255 = !DILocation(line: 94, column: 3, scope: !230)
!256 = !DILocation(line: 95, column: 3, scope: !230)
!257 = !DILocation(line: 96, column: 3, scope: !230)
!258 = !DILocation(line: 97, column: 3, scope: !230)
!259 = !DILocation(line: 98, column: 1, scope: !230)
!260 = distinct !DISubprogram(name: "sum_ll", scope: !2, file: !2, line: 100, type: !261, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{!149, !107, null}
!263 = !{!264, !265, !266, !267}
!264 = !DILocalVariable(name: "n", arg: 1, scope: !260, file: !2, line: 100, type: !107)
!265 = !DILocalVariable(name: "ap", scope: !260, file: !2, line: 101, type: !236)
!266 = !DILocalVariable(name: "s", scope: !260, file: !2, line: 103, type: !149)
!267 = !DILocalVariable(name: "i", scope: !268, file: !2, line: 104, type: !107)
!268 = distinct !DILexicalBlock(scope: !260, file: !2, line: 104, column: 3)
!269 = distinct !DIAssignID()
!270 = !DILocation(line: 0, scope: !260)
!271 = !DILocation(line: 101, column: 3, scope: !260)
!272 = !DILocation(line: 102, column: 3, scope: !260)
!273 = !DILocation(line: 0, scope: !268)
!274 = !DILocation(line: 105, column: 10, scope: !275)
!275 = distinct !DILexicalBlock(scope: !268, file: !2, line: 104, column: 3)
!276 = distinct !DIAssignID()
!277 = !{!278, !278, i64 0}
!278 = !{!"long long", !181, i64 0}
!279 = !DILocation(line: 105, column: 7, scope: !275)
!280 = !DILocation(line: 104, column: 3, scope: !268)
!281 = !DILocation(line: 106, column: 3, scope: !260)
!282 = !DILocation(line: 108, column: 1, scope: !260)
!283 = !DILocation(line: 107, column: 3, scope: !260)
!284 = distinct !DISubprogram(name: "mean", scope: !2, file: !2, line: 110, type: !285, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !287)
!285 = !DISubroutineType(types: !286)
!286 = !{!130, !107, null}
!287 = !{!288, !289, !290, !291}
!288 = !DILocalVariable(name: "n", arg: 1, scope: !284, file: !2, line: 110, type: !107)
!289 = !DILocalVariable(name: "ap", scope: !284, file: !2, line: 111, type: !236)
!290 = !DILocalVariable(name: "s", scope: !284, file: !2, line: 113, type: !130)
!291 = !DILocalVariable(name: "i", scope: !292, file: !2, line: 114, type: !107)
!292 = distinct !DILexicalBlock(scope: !284, file: !2, line: 114, column: 3)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 0, scope: !284)
!295 = !DILocation(line: 111, column: 3, scope: !284)
!296 = !DILocation(line: 112, column: 3, scope: !284)
!297 = !DILocation(line: 0, scope: !292)
!298 = !DILocation(line: 115, column: 10, scope: !299)
!299 = distinct !DILexicalBlock(scope: !292, file: !2, line: 114, column: 3)
!300 = distinct !DIAssignID()
!301 = !{!180, !180, i64 0}
!302 = !DILocation(line: 115, column: 7, scope: !299)
!303 = !DILocation(line: 114, column: 3, scope: !292)
!304 = !DILocation(line: 116, column: 3, scope: !284)
!305 = !DILocation(line: 117, column: 12, scope: !284)
!306 = !DILocation(line: 118, column: 1, scope: !284)
!307 = !DILocation(line: 117, column: 3, scope: !284)
!308 = distinct !DISubprogram(name: "vprint", scope: !2, file: !2, line: 55, type: !309, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !311)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !199, !236}
!311 = !{!312, !313, !314, !316, !321}
!312 = !DILocalVariable(name: "fmt", arg: 1, scope: !308, file: !2, line: 55, type: !199)
!313 = !DILocalVariable(name: "ap", arg: 2, scope: !308, file: !2, line: 55, type: !236)
!314 = !DILocalVariable(name: "f", scope: !315, file: !2, line: 56, type: !199)
!315 = distinct !DILexicalBlock(scope: !308, file: !2, line: 56, column: 3)
!316 = !DILocalVariable(name: "p", scope: !317, file: !2, line: 74, type: !115)
!317 = distinct !DILexicalBlock(scope: !318, file: !2, line: 73, column: 15)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 57, column: 17)
!319 = distinct !DILexicalBlock(scope: !320, file: !2, line: 56, column: 38)
!320 = distinct !DILexicalBlock(scope: !315, file: !2, line: 56, column: 3)
!321 = !DILocalVariable(name: "v", scope: !322, file: !2, line: 79, type: !127)
!322 = distinct !DILexicalBlock(scope: !318, file: !2, line: 78, column: 15)
!323 = !DILocation(line: 0, scope: !308)
!324 = !DILocation(line: 0, scope: !315)
!325 = !DILocation(line: 56, column: 8, scope: !315)
!326 = !DILocation(line: 56, scope: !315)
!327 = !DILocation(line: 56, column: 29, scope: !320)
!328 = !{!181, !181, i64 0}
!329 = !DILocation(line: 56, column: 3, scope: !315)
!330 = !DILocation(line: 85, column: 1, scope: !308)
!331 = !DILocation(line: 59, column: 22, scope: !318)
!332 = !{!333, !333, i64 0}
!333 = !{!"int", !181, i64 0}
!334 = !DILocation(line: 59, column: 7, scope: !318)
!335 = !DILocation(line: 60, column: 7, scope: !318)
!336 = !DILocation(line: 62, column: 23, scope: !318)
!337 = !{!338, !338, i64 0}
!338 = !{!"long", !181, i64 0}
!339 = !DILocation(line: 62, column: 7, scope: !318)
!340 = !DILocation(line: 63, column: 7, scope: !318)
!341 = !DILocation(line: 65, column: 24, scope: !318)
!342 = !DILocation(line: 65, column: 7, scope: !318)
!343 = !DILocation(line: 66, column: 7, scope: !318)
!344 = !DILocation(line: 68, column: 24, scope: !318)
!345 = !DILocation(line: 68, column: 7, scope: !318)
!346 = !DILocation(line: 69, column: 7, scope: !318)
!347 = !DILocation(line: 71, column: 22, scope: !318)
!348 = !DILocation(line: 71, column: 7, scope: !318)
!349 = !DILocation(line: 72, column: 7, scope: !318)
!350 = !DILocation(line: 74, column: 23, scope: !317)
!351 = !DILocation(line: 0, scope: !317)
!352 = !DILocation(line: 75, column: 7, scope: !317)
!353 = !DILocation(line: 79, column: 23, scope: !322)
!354 = !DILocation(line: 0, scope: !322)
!355 = !DILocation(line: 80, column: 7, scope: !322)
!356 = !DILocation(line: 56, column: 34, scope: !320)
!357 = !DILocation(line: 56, column: 3, scope: !320)
!358 = distinct !{!358, !329, !359, !360}
!359 = !DILocation(line: 84, column: 3, scope: !315)
!360 = !{!"llvm.loop.mustprogress"}
