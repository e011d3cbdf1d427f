; ModuleID = 'struct_large.c'
source_filename = "struct_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.block = type { [256 x i8], i32 }
%struct.matrix4 = type { [4 x [4 x double]] }
%struct.record = type { [24 x i8], i32, [10 x i16], i64, double }

@.str = private unnamed_addr constant [11 x i8] c"identity*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"alice\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"bob\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"carol\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"dave\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [4 x i8] c"eve\00", align 1, !dbg !26
@__const.main.names.rel = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@.str.7 = private unnamed_addr constant [48 x i8] c"%-6s id=%d total=%ld avg=%.1f first=%d last=%d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [43 x i8] c"after swap: %s %s, same bytes as copy: %d\0A\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [13 x i8] c"best %s %ld\0A\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [44 x i8] c"b1 checksum %u ok %u, b2 checksum %u ok %u\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [47 x i8] c"xor checksum %u ok %u, data[0..4] %u %u %u %u\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [26 x i8] c"round trip equals b1: %d\0A\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [41 x i8] c"sizes: matrix4=%zu record=%zu block=%zu\0A\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [31 x i8] c"  %10.3f %10.3f %10.3f %10.3f\0A\00", align 1, !dbg !65

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !83 {
  %1 = alloca %struct.block, align 16
    #dbg_declare(ptr poison, !148, !DIExpression(DW_OP_LLVM_fragment, 0, 224), !155)
  %2 = alloca %struct.matrix4, align 8, !DIAssignID !157
    #dbg_assign(i1 undef, !88, !DIExpression(), !157, ptr %2, !DIExpression(), !158)
  %3 = alloca %struct.matrix4, align 16, !DIAssignID !159
    #dbg_assign(i1 undef, !95, !DIExpression(), !159, ptr %3, !DIExpression(), !158)
  %4 = alloca %struct.matrix4, align 8
  %5 = alloca %struct.matrix4, align 8, !DIAssignID !160
    #dbg_assign(i1 undef, !101, !DIExpression(), !160, ptr %5, !DIExpression(), !158)
  %6 = alloca %struct.matrix4, align 8
  %7 = alloca [5 x %struct.record], align 16, !DIAssignID !161
    #dbg_assign(i1 undef, !104, !DIExpression(), !161, ptr %7, !DIExpression(), !158)
  %8 = alloca %struct.record, align 8, !DIAssignID !162
    #dbg_assign(i1 undef, !132, !DIExpression(), !162, ptr %8, !DIExpression(), !158)
  %9 = alloca %struct.record, align 8, !DIAssignID !163
    #dbg_assign(i1 undef, !133, !DIExpression(), !163, ptr %9, !DIExpression(), !158)
  %10 = alloca %struct.block, align 8, !DIAssignID !164
    #dbg_assign(i1 undef, !136, !DIExpression(), !164, ptr %10, !DIExpression(), !158)
  %11 = alloca %struct.block, align 16, !DIAssignID !165
    #dbg_assign(i1 undef, !145, !DIExpression(), !165, ptr %11, !DIExpression(), !158)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #9, !dbg !166
    #dbg_declare(ptr %2, !167, !DIExpression(), !174)
  %12 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !176
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %12, i8 0, i64 112, i1 false), !dbg !176, !alias.scope !177, !DIAssignID !180
    #dbg_assign(i8 0, !88, !DIExpression(DW_OP_LLVM_fragment, 64, 896), !180, ptr %12, !DIExpression(), !158)
    #dbg_value(i64 0, !172, !DIExpression(), !181)
  store double 1.000000e+00, ptr %2, align 8, !dbg !182, !tbaa !184, !alias.scope !177, !DIAssignID !188
    #dbg_assign(double 1.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188, ptr %2, !DIExpression(), !158)
    #dbg_value(i64 1, !172, !DIExpression(), !181)
  %13 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !189
  store double 1.000000e+00, ptr %13, align 8, !dbg !182, !tbaa !184, !alias.scope !177, !DIAssignID !190
    #dbg_assign(double 1.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !190, ptr %13, !DIExpression(), !158)
    #dbg_value(i64 2, !172, !DIExpression(), !181)
  %14 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !189
  store double 1.000000e+00, ptr %14, align 8, !dbg !182, !tbaa !184, !alias.scope !177, !DIAssignID !191
    #dbg_assign(double 1.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !191, ptr %14, !DIExpression(), !158)
    #dbg_value(i64 3, !172, !DIExpression(), !181)
  %15 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !189
  store double 1.000000e+00, ptr %15, align 8, !dbg !182, !tbaa !184, !alias.scope !177, !DIAssignID !192
    #dbg_assign(double 1.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !192, ptr %15, !DIExpression(), !158)
    #dbg_value(i64 4, !172, !DIExpression(), !181)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #9, !dbg !166
    #dbg_value(i64 0, !96, !DIExpression(), !193)
    #dbg_value(i64 0, !98, !DIExpression(), !194)
    #dbg_value(i64 1, !98, !DIExpression(), !194)
  store <2 x double> <double 1.500000e+00, double 2.500000e-01>, ptr %3, align 16, !dbg !195, !tbaa !184
    #dbg_value(i64 2, !98, !DIExpression(), !194)
  %16 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !197
    #dbg_value(i64 3, !98, !DIExpression(), !194)
  store <2 x double> <double 0.000000e+00, double -2.500000e-01>, ptr %16, align 16, !dbg !195, !tbaa !184
    #dbg_value(i64 1, !96, !DIExpression(), !193)
    #dbg_value(i64 0, !98, !DIExpression(), !194)
  %17 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !197
    #dbg_value(i64 1, !98, !DIExpression(), !194)
  store <2 x double> <double 1.000000e+00, double 1.750000e+00>, ptr %17, align 16, !dbg !195, !tbaa !184
    #dbg_value(i64 2, !98, !DIExpression(), !194)
  %18 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !197
    #dbg_value(i64 3, !98, !DIExpression(), !194)
  store <2 x double> <double 5.000000e-01, double 2.500000e-01>, ptr %18, align 16, !dbg !195, !tbaa !184
    #dbg_value(i64 2, !96, !DIExpression(), !193)
    #dbg_value(i64 0, !98, !DIExpression(), !194)
  %19 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !197
    #dbg_value(i64 1, !98, !DIExpression(), !194)
  store <2 x double> <double 1.500000e+00, double 1.250000e+00>, ptr %19, align 16, !dbg !195, !tbaa !184
    #dbg_value(i64 2, !98, !DIExpression(), !194)
  %20 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !197
    #dbg_value(i64 3, !98, !DIExpression(), !194)
  store <2 x double> <double 2.000000e+00, double 7.500000e-01>, ptr %20, align 16, !dbg !195, !tbaa !184
    #dbg_value(i64 3, !96, !DIExpression(), !193)
    #dbg_value(i64 0, !98, !DIExpression(), !194)
  %21 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !197
    #dbg_value(i64 1, !98, !DIExpression(), !194)
  store <2 x double> <double 2.000000e+00, double 1.750000e+00>, ptr %21, align 16, !dbg !195, !tbaa !184
    #dbg_value(i64 2, !98, !DIExpression(), !194)
  %22 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !197
    #dbg_value(i64 3, !98, !DIExpression(), !194)
  store <2 x double> <double 1.500000e+00, double 2.250000e+00>, ptr %22, align 16, !dbg !195, !tbaa !184
    #dbg_value(i64 4, !98, !DIExpression(), !194)
    #dbg_value(i64 4, !96, !DIExpression(), !193)
  call fastcc void @mat_mul(ptr dead_on_unwind noalias nonnull writable align 8 %4, ptr noundef nonnull byval(%struct.matrix4) align 8 %2, ptr noundef nonnull byval(%struct.matrix4) align 8 %3), !dbg !198
  %23 = load double, ptr %4, align 8, !dbg !199
    #dbg_value(double %23, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !209)
  %24 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !199
  %25 = load double, ptr %24, align 8, !dbg !199
    #dbg_value(double %25, !205, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !209)
  %26 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !199
  %27 = load double, ptr %26, align 8, !dbg !199
    #dbg_value(double %27, !205, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !209)
  %28 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !199
  %29 = load double, ptr %28, align 8, !dbg !199
    #dbg_value(double %29, !205, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !209)
  %30 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !199
  %31 = load double, ptr %30, align 8, !dbg !199
    #dbg_value(double %31, !205, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !209)
  %32 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !199
  %33 = load double, ptr %32, align 8, !dbg !199
    #dbg_value(double %33, !205, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !209)
  %34 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !199
  %35 = load double, ptr %34, align 8, !dbg !199
    #dbg_value(double %35, !205, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !209)
  %36 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !199
  %37 = load double, ptr %36, align 8, !dbg !199
    #dbg_value(double %37, !205, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !209)
  %38 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !199
  %39 = load double, ptr %38, align 8, !dbg !199
    #dbg_value(double %39, !205, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !209)
  %40 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !199
  %41 = load double, ptr %40, align 8, !dbg !199
    #dbg_value(double %41, !205, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !209)
  %42 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !199
  %43 = load double, ptr %42, align 8, !dbg !199
    #dbg_value(double %43, !205, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !209)
  %44 = getelementptr inbounds i8, ptr %4, i64 88, !dbg !199
  %45 = load double, ptr %44, align 8, !dbg !199
    #dbg_value(double %45, !205, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !209)
  %46 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !199
  %47 = load double, ptr %46, align 8, !dbg !199
    #dbg_value(double %47, !205, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !209)
  %48 = getelementptr inbounds i8, ptr %4, i64 104, !dbg !199
  %49 = load double, ptr %48, align 8, !dbg !199
    #dbg_value(double %49, !205, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !209)
  %50 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !199
  %51 = load double, ptr %50, align 8, !dbg !199
    #dbg_value(double %51, !205, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !209)
  %52 = getelementptr inbounds i8, ptr %4, i64 120, !dbg !199
  %53 = load double, ptr %52, align 8, !dbg !199
    #dbg_value(double %53, !205, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !209)
    #dbg_value(ptr @.str, !204, !DIExpression(), !209)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str), !dbg !199
    #dbg_value(i64 0, !206, !DIExpression(), !210)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %23, double noundef %25, double noundef %27, double noundef %29), !dbg !211
    #dbg_value(i64 1, !206, !DIExpression(), !210)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %31, double noundef %33, double noundef %35, double noundef %37), !dbg !211
    #dbg_value(i64 2, !206, !DIExpression(), !210)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %39, double noundef %41, double noundef %43, double noundef %45), !dbg !211
    #dbg_value(i64 3, !206, !DIExpression(), !210)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %47, double noundef %49, double noundef %51, double noundef %53), !dbg !211
    #dbg_value(i64 4, !206, !DIExpression(), !210)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #9, !dbg !213
    #dbg_assign(i1 undef, !101, !DIExpression(), !214, ptr %5, !DIExpression(), !158)
    #dbg_value(i32 0, !102, !DIExpression(), !215)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #9, !dbg !216
  call fastcc void @mat_mul(ptr dead_on_unwind noalias nonnull writable align 8 %6, ptr noundef nonnull byval(%struct.matrix4) align 8 %3, ptr noundef nonnull byval(%struct.matrix4) align 8 %3), !dbg !216
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %5, ptr noundef nonnull align 8 dereferenceable(128) %6, i64 128, i1 false), !dbg !216, !tbaa.struct !218, !DIAssignID !220
    #dbg_assign(i1 undef, !101, !DIExpression(), !220, ptr %5, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #9, !dbg !216
    #dbg_value(i32 1, !102, !DIExpression(), !215)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #9, !dbg !216
  call fastcc void @mat_mul(ptr dead_on_unwind noalias nonnull writable align 8 %6, ptr noundef nonnull byval(%struct.matrix4) align 8 %5, ptr noundef nonnull byval(%struct.matrix4) align 8 %3), !dbg !216
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %5, ptr noundef nonnull align 8 dereferenceable(128) %6, i64 128, i1 false), !dbg !216, !tbaa.struct !218, !DIAssignID !220
    #dbg_assign(i1 undef, !101, !DIExpression(), !220, ptr %5, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #9, !dbg !216
    #dbg_value(i32 2, !102, !DIExpression(), !215)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #9, !dbg !216
  call fastcc void @mat_mul(ptr dead_on_unwind noalias nonnull writable align 8 %6, ptr noundef nonnull byval(%struct.matrix4) align 8 %5, ptr noundef nonnull byval(%struct.matrix4) align 8 %3), !dbg !216
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %5, ptr noundef nonnull align 8 dereferenceable(128) %6, i64 128, i1 false), !dbg !216, !tbaa.struct !218, !DIAssignID !220
    #dbg_assign(i1 undef, !101, !DIExpression(), !220, ptr %5, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #9, !dbg !216
    #dbg_value(i32 3, !102, !DIExpression(), !215)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #9, !dbg !216
  call fastcc void @mat_mul(ptr dead_on_unwind noalias nonnull writable align 8 %6, ptr noundef nonnull byval(%struct.matrix4) align 8 %5, ptr noundef nonnull byval(%struct.matrix4) align 8 %3), !dbg !216
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %5, ptr noundef nonnull align 8 dereferenceable(128) %6, i64 128, i1 false), !dbg !216, !tbaa.struct !218, !DIAssignID !220
    #dbg_assign(i1 undef, !101, !DIExpression(), !220, ptr %5, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #9, !dbg !216
    #dbg_value(i32 4, !102, !DIExpression(), !215)
  %59 = load double, ptr %5, align 8, !dbg !221
    #dbg_value(double %59, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !223)
  %60 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !221
  %61 = load double, ptr %60, align 8, !dbg !221
    #dbg_value(double %61, !205, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !223)
  %62 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !221
  %63 = load double, ptr %62, align 8, !dbg !221
    #dbg_value(double %63, !205, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !223)
  %64 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !221
  %65 = load double, ptr %64, align 8, !dbg !221
    #dbg_value(double %65, !205, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !223)
  %66 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !221
  %67 = load double, ptr %66, align 8, !dbg !221
    #dbg_value(double %67, !205, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !223)
  %68 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !221
  %69 = load double, ptr %68, align 8, !dbg !221
    #dbg_value(double %69, !205, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !223)
  %70 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !221
  %71 = load double, ptr %70, align 8, !dbg !221
    #dbg_value(double %71, !205, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !223)
  %72 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !221
  %73 = load double, ptr %72, align 8, !dbg !221
    #dbg_value(double %73, !205, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !223)
  %74 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !221
  %75 = load double, ptr %74, align 8, !dbg !221
    #dbg_value(double %75, !205, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !223)
  %76 = getelementptr inbounds i8, ptr %5, i64 72, !dbg !221
  %77 = load double, ptr %76, align 8, !dbg !221
    #dbg_value(double %77, !205, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !223)
  %78 = getelementptr inbounds i8, ptr %5, i64 80, !dbg !221
  %79 = load double, ptr %78, align 8, !dbg !221
    #dbg_value(double %79, !205, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !223)
  %80 = getelementptr inbounds i8, ptr %5, i64 88, !dbg !221
  %81 = load double, ptr %80, align 8, !dbg !221
    #dbg_value(double %81, !205, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !223)
  %82 = getelementptr inbounds i8, ptr %5, i64 96, !dbg !221
  %83 = load double, ptr %82, align 8, !dbg !221
    #dbg_value(double %83, !205, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !223)
  %84 = getelementptr inbounds i8, ptr %5, i64 104, !dbg !221
  %85 = load double, ptr %84, align 8, !dbg !221
    #dbg_value(double %85, !205, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !223)
  %86 = getelementptr inbounds i8, ptr %5, i64 112, !dbg !221
  %87 = load double, ptr %86, align 8, !dbg !221
    #dbg_value(double %87, !205, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !223)
  %88 = getelementptr inbounds i8, ptr %5, i64 120, !dbg !221
  %89 = load double, ptr %88, align 8, !dbg !221
    #dbg_value(double %89, !205, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !223)
    #dbg_value(ptr @.str.1, !204, !DIExpression(), !223)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1), !dbg !221
    #dbg_value(i64 0, !206, !DIExpression(), !224)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %59, double noundef %61, double noundef %63, double noundef %65), !dbg !225
    #dbg_value(i64 1, !206, !DIExpression(), !224)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %67, double noundef %69, double noundef %71, double noundef %73), !dbg !225
    #dbg_value(i64 2, !206, !DIExpression(), !224)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %75, double noundef %77, double noundef %79, double noundef %81), !dbg !225
    #dbg_value(i64 3, !206, !DIExpression(), !224)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %83, double noundef %85, double noundef %87, double noundef %89), !dbg !225
    #dbg_value(i64 4, !206, !DIExpression(), !224)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %7) #9, !dbg !226
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %7, i8 0, i64 320, i1 false), !dbg !227, !DIAssignID !228
    #dbg_assign(i8 0, !104, !DIExpression(), !228, ptr %7, !DIExpression(), !158)
    #dbg_value(i32 0, !124, !DIExpression(), !229)
  br label %95, !dbg !230

95:                                               ; preds = %0, %95
  %96 = phi i64 [ 0, %0 ], [ %151, %95 ]
    #dbg_value(i64 %96, !124, !DIExpression(), !229)
  %97 = getelementptr inbounds [5 x %struct.record], ptr %7, i64 0, i64 %96, !dbg !231
  %98 = shl i64 %96, 2, !dbg !232
  %99 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %98), !dbg !232
  %100 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %97, ptr noundef nonnull dereferenceable(1) %99) #9, !dbg !233
  %101 = getelementptr inbounds i8, ptr %97, i64 24, !dbg !234
  %102 = trunc i64 %96 to i32, !dbg !235
  %103 = add i32 %102, 100, !dbg !235
  store i32 %103, ptr %101, align 8, !dbg !235, !tbaa !236
    #dbg_value(i32 0, !126, !DIExpression(), !240)
  %104 = mul nuw nsw i64 %96, 17
  %105 = getelementptr inbounds i8, ptr %97, i64 28
    #dbg_value(i64 0, !126, !DIExpression(), !240)
  %106 = trunc nuw nsw i64 %104 to i32, !dbg !241
  %107 = urem i32 %106, 50, !dbg !241
  %108 = trunc nuw nsw i32 %107 to i16, !dbg !243
  %109 = add nuw nsw i16 %108, 50, !dbg !243
  store i16 %109, ptr %105, align 4, !dbg !244, !tbaa !245
    #dbg_value(i64 1, !126, !DIExpression(), !240)
  %110 = getelementptr inbounds i8, ptr %97, i64 30, !dbg !247
    #dbg_value(i64 2, !126, !DIExpression(), !240)
    #dbg_value(i64 3, !126, !DIExpression(), !240)
    #dbg_value(i64 4, !126, !DIExpression(), !240)
    #dbg_value(i64 5, !126, !DIExpression(), !240)
    #dbg_value(i64 6, !126, !DIExpression(), !240)
    #dbg_value(i64 7, !126, !DIExpression(), !240)
    #dbg_value(i64 8, !126, !DIExpression(), !240)
  %111 = trunc i64 %104 to i32, !dbg !241
  %112 = insertelement <8 x i32> poison, i32 %111, i64 0, !dbg !241
  %113 = shufflevector <8 x i32> %112, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !241
  %114 = add <8 x i32> %113, <i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91, i32 104>, !dbg !241
  %115 = urem <8 x i32> %114, <i32 50, i32 50, i32 50, i32 50, i32 50, i32 50, i32 50, i32 50>, !dbg !241
  %116 = trunc nuw nsw <8 x i32> %115 to <8 x i16>, !dbg !243
  %117 = add nuw nsw <8 x i16> %116, <i16 50, i16 50, i16 50, i16 50, i16 50, i16 50, i16 50, i16 50>, !dbg !243
  store <8 x i16> %117, ptr %110, align 2, !dbg !244, !tbaa !245
    #dbg_value(i64 9, !126, !DIExpression(), !240)
  %118 = trunc i64 %104 to i32, !dbg !241
  %119 = add i32 %118, 117, !dbg !241
  %120 = urem i32 %119, 50, !dbg !241
  %121 = trunc nuw nsw i32 %120 to i16, !dbg !243
  %122 = add nuw nsw i16 %121, 50, !dbg !243
  %123 = getelementptr inbounds i8, ptr %97, i64 46, !dbg !247
  store i16 %122, ptr %123, align 2, !dbg !244, !tbaa !245
    #dbg_value(i64 10, !126, !DIExpression(), !240)
    #dbg_value(i16 %109, !148, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !248)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 240, 16), !248)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 16), !248)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 272, 16), !248)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 288, 16), !248)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 304, 16), !248)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 320, 16), !248)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 336, 16), !248)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 352, 16), !248)
    #dbg_value(i16 %122, !148, !DIExpression(DW_OP_LLVM_fragment, 368, 16), !248)
  %124 = getelementptr inbounds i8, ptr %97, i64 48, !dbg !249
    #dbg_value(i64 poison, !148, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !248)
  %125 = getelementptr inbounds i8, ptr %97, i64 56, !dbg !249
    #dbg_value(double poison, !148, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !248)
    #dbg_value(i64 1, !153, !DIExpression(), !250)
  %126 = extractelement <8 x i16> %117, i64 0, !dbg !251
  %127 = add nuw nsw i16 %126, %109, !dbg !251
    #dbg_value(i64 2, !153, !DIExpression(), !250)
  %128 = extractelement <8 x i16> %117, i64 1, !dbg !251
  %129 = add nuw nsw i16 %127, %128, !dbg !251
    #dbg_value(i64 3, !153, !DIExpression(), !250)
  %130 = extractelement <8 x i16> %117, i64 2, !dbg !251
  %131 = add nuw nsw i16 %129, %130, !dbg !251
    #dbg_value(i64 4, !153, !DIExpression(), !250)
  %132 = extractelement <8 x i16> %117, i64 3, !dbg !251
  %133 = add nuw nsw i16 %131, %132, !dbg !251
  %134 = zext nneg i16 %133 to i64, !dbg !251
    #dbg_value(i64 5, !153, !DIExpression(), !250)
  %135 = extractelement <8 x i16> %117, i64 4, !dbg !253
  %136 = zext nneg i16 %135 to i64, !dbg !253
  %137 = add nuw nsw i64 %134, %136, !dbg !251
    #dbg_value(i64 6, !153, !DIExpression(), !250)
  %138 = extractelement <8 x i16> %117, i64 5, !dbg !253
  %139 = zext nneg i16 %138 to i64, !dbg !253
  %140 = add nuw nsw i64 %137, %139, !dbg !251
    #dbg_value(i64 7, !153, !DIExpression(), !250)
  %141 = extractelement <8 x i16> %117, i64 6, !dbg !253
  %142 = zext nneg i16 %141 to i64, !dbg !253
  %143 = add nuw nsw i64 %140, %142, !dbg !251
    #dbg_value(i64 8, !153, !DIExpression(), !250)
  %144 = extractelement <8 x i16> %117, i64 7, !dbg !253
  %145 = zext nneg i16 %144 to i64, !dbg !253
  %146 = add nuw nsw i64 %143, %145, !dbg !251
    #dbg_value(i64 9, !153, !DIExpression(), !250)
  %147 = zext nneg i16 %122 to i64, !dbg !253
  %148 = add nuw nsw i64 %146, %147, !dbg !251
    #dbg_value(i64 10, !153, !DIExpression(), !250)
    #dbg_value(i64 %148, !148, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !248)
  %149 = uitofp nneg i64 %148 to double, !dbg !254
  %150 = fdiv double %149, 1.000000e+01, !dbg !255
    #dbg_value(double %150, !148, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !248)
  store i64 %148, ptr %124, align 16, !dbg !256, !tbaa !257
  store double %150, ptr %125, align 8, !dbg !256, !tbaa !184
  %151 = add nuw nsw i64 %96, 1, !dbg !258
    #dbg_value(i64 %151, !124, !DIExpression(), !229)
  %152 = icmp eq i64 %151, 5, !dbg !259
  br i1 %152, label %153, label %95, !dbg !230, !llvm.loop !260

153:                                              ; preds = %95
    #dbg_value(i64 0, !130, !DIExpression(), !263)
  %154 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !264
  %155 = load i32, ptr %154, align 8, !dbg !264, !tbaa !236
  %156 = getelementptr inbounds i8, ptr %7, i64 48, !dbg !266
  %157 = load i64, ptr %156, align 16, !dbg !266, !tbaa !267
  %158 = getelementptr inbounds i8, ptr %7, i64 56, !dbg !268
  %159 = load double, ptr %158, align 8, !dbg !268, !tbaa !269
  %160 = getelementptr inbounds i8, ptr %7, i64 28, !dbg !270
  %161 = load i16, ptr %160, align 4, !dbg !271, !tbaa !245
  %162 = sext i16 %161 to i32, !dbg !271
  %163 = getelementptr inbounds i8, ptr %7, i64 46, !dbg !272
  %164 = load i16, ptr %163, align 2, !dbg !272, !tbaa !245
  %165 = sext i16 %164 to i32, !dbg !272
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, i32 noundef %155, i64 noundef %157, double noundef %159, i32 noundef %162, i32 noundef %165), !dbg !273
    #dbg_value(i64 1, !130, !DIExpression(), !263)
  %167 = getelementptr inbounds i8, ptr %7, i64 64, !dbg !274
  %168 = getelementptr inbounds i8, ptr %7, i64 88, !dbg !264
  %169 = load i32, ptr %168, align 8, !dbg !264, !tbaa !236
  %170 = getelementptr inbounds i8, ptr %7, i64 112, !dbg !266
  %171 = load i64, ptr %170, align 16, !dbg !266, !tbaa !267
  %172 = getelementptr inbounds i8, ptr %7, i64 120, !dbg !268
  %173 = load double, ptr %172, align 8, !dbg !268, !tbaa !269
  %174 = getelementptr inbounds i8, ptr %7, i64 92, !dbg !270
  %175 = load i16, ptr %174, align 4, !dbg !271, !tbaa !245
  %176 = sext i16 %175 to i32, !dbg !271
  %177 = getelementptr inbounds i8, ptr %7, i64 110, !dbg !272
  %178 = load i16, ptr %177, align 2, !dbg !272, !tbaa !245
  %179 = sext i16 %178 to i32, !dbg !272
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %167, i32 noundef %169, i64 noundef %171, double noundef %173, i32 noundef %176, i32 noundef %179), !dbg !273
    #dbg_value(i64 2, !130, !DIExpression(), !263)
  %181 = getelementptr inbounds i8, ptr %7, i64 128, !dbg !274
  %182 = getelementptr inbounds i8, ptr %7, i64 152, !dbg !264
  %183 = load i32, ptr %182, align 8, !dbg !264, !tbaa !236
  %184 = getelementptr inbounds i8, ptr %7, i64 176, !dbg !266
  %185 = load i64, ptr %184, align 16, !dbg !266, !tbaa !267
  %186 = getelementptr inbounds i8, ptr %7, i64 184, !dbg !268
  %187 = load double, ptr %186, align 8, !dbg !268, !tbaa !269
  %188 = getelementptr inbounds i8, ptr %7, i64 156, !dbg !270
  %189 = load i16, ptr %188, align 4, !dbg !271, !tbaa !245
  %190 = sext i16 %189 to i32, !dbg !271
  %191 = getelementptr inbounds i8, ptr %7, i64 174, !dbg !272
  %192 = load i16, ptr %191, align 2, !dbg !272, !tbaa !245
  %193 = sext i16 %192 to i32, !dbg !272
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %181, i32 noundef %183, i64 noundef %185, double noundef %187, i32 noundef %190, i32 noundef %193), !dbg !273
    #dbg_value(i64 3, !130, !DIExpression(), !263)
  %195 = getelementptr inbounds i8, ptr %7, i64 192, !dbg !274
  %196 = getelementptr inbounds i8, ptr %7, i64 216, !dbg !264
  %197 = load i32, ptr %196, align 8, !dbg !264, !tbaa !236
  %198 = getelementptr inbounds i8, ptr %7, i64 240, !dbg !266
  %199 = load i64, ptr %198, align 16, !dbg !266, !tbaa !267
  %200 = getelementptr inbounds i8, ptr %7, i64 248, !dbg !268
  %201 = load double, ptr %200, align 8, !dbg !268, !tbaa !269
  %202 = getelementptr inbounds i8, ptr %7, i64 220, !dbg !270
  %203 = load i16, ptr %202, align 4, !dbg !271, !tbaa !245
  %204 = sext i16 %203 to i32, !dbg !271
  %205 = getelementptr inbounds i8, ptr %7, i64 238, !dbg !272
  %206 = load i16, ptr %205, align 2, !dbg !272, !tbaa !245
  %207 = sext i16 %206 to i32, !dbg !272
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %195, i32 noundef %197, i64 noundef %199, double noundef %201, i32 noundef %204, i32 noundef %207), !dbg !273
    #dbg_value(i64 4, !130, !DIExpression(), !263)
  %209 = getelementptr inbounds i8, ptr %7, i64 256, !dbg !274
  %210 = getelementptr inbounds i8, ptr %7, i64 280, !dbg !264
  %211 = load i32, ptr %210, align 8, !dbg !264, !tbaa !236
  %212 = getelementptr inbounds i8, ptr %7, i64 304, !dbg !266
  %213 = load i64, ptr %212, align 16, !dbg !266, !tbaa !267
  %214 = getelementptr inbounds i8, ptr %7, i64 312, !dbg !268
  %215 = load double, ptr %214, align 8, !dbg !268, !tbaa !269
  %216 = getelementptr inbounds i8, ptr %7, i64 284, !dbg !270
  %217 = load i16, ptr %216, align 4, !dbg !271, !tbaa !245
  %218 = sext i16 %217 to i32, !dbg !271
  %219 = getelementptr inbounds i8, ptr %7, i64 302, !dbg !272
  %220 = load i16, ptr %219, align 2, !dbg !272, !tbaa !245
  %221 = sext i16 %220 to i32, !dbg !272
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %209, i32 noundef %211, i64 noundef %213, double noundef %215, i32 noundef %218, i32 noundef %221), !dbg !273
    #dbg_value(i64 5, !130, !DIExpression(), !263)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #9, !dbg !275
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %8, ptr noundef nonnull align 16 dereferenceable(64) %7, i64 64, i1 false), !dbg !276, !DIAssignID !277
    #dbg_assign(i1 undef, !132, !DIExpression(), !277, ptr %8, !DIExpression(), !158)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, ptr noundef nonnull align 16 dereferenceable(64) %209, i64 64, i1 false), !dbg !278, !DIAssignID !279
    #dbg_assign(i1 undef, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 512), !279, ptr %7, !DIExpression(), !158)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %209, ptr noundef nonnull align 8 dereferenceable(64) %8, i64 64, i1 false), !dbg !280, !DIAssignID !281
    #dbg_assign(i1 undef, !104, !DIExpression(DW_OP_LLVM_fragment, 2048, 512), !281, ptr %209, !DIExpression(), !158)
  %223 = call i32 @bcmp(ptr noundef nonnull dereferenceable(64) %209, ptr noundef nonnull dereferenceable(64) %8, i64 64), !dbg !282
  %224 = icmp eq i32 %223, 0, !dbg !283
  %225 = zext i1 %224 to i32, !dbg !283
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %7, ptr noundef nonnull %209, i32 noundef %225), !dbg !284
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #9, !dbg !285
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 16 dereferenceable(64) %7, i64 64, i1 false), !dbg !286, !tbaa.struct !287, !DIAssignID !289
    #dbg_assign(i1 undef, !133, !DIExpression(), !289, ptr %9, !DIExpression(), !158)
    #dbg_value(i32 1, !134, !DIExpression(), !290)
  %227 = getelementptr inbounds i8, ptr %9, i64 48
    #dbg_value(i64 1, !134, !DIExpression(), !290)
  %228 = load i64, ptr %170, align 16, !dbg !291, !tbaa !267
  %229 = load i64, ptr %227, align 8, !dbg !294, !tbaa !267
  %230 = icmp sgt i64 %228, %229, !dbg !295
  br i1 %230, label %619, label %621, !dbg !296

231:                                              ; preds = %233
  %232 = getelementptr inbounds i8, ptr %10, i64 256, !dbg !297
  store i32 0, ptr %232, align 8, !dbg !310, !tbaa !311, !alias.scope !313, !DIAssignID !316
    #dbg_assign(i32 0, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !316, ptr %232, !DIExpression(), !158)
    #dbg_value(i32 0, !307, !DIExpression(), !317)
  br label %261, !dbg !318

233:                                              ; preds = %233, %639
  %234 = phi i64 [ 0, %639 ], [ %259, %233 ]
  %235 = phi i32 [ 1, %639 ], [ %255, %233 ]
    #dbg_value(i64 %234, !305, !DIExpression(), !319)
    #dbg_value(i32 %235, !304, !DIExpression(), !320)
  %236 = mul i32 %235, 1103515245, !dbg !321
  %237 = add i32 %236, 12345, !dbg !324
    #dbg_value(i32 %237, !304, !DIExpression(), !320)
  %238 = lshr i32 %237, 16, !dbg !325
  %239 = trunc i32 %238 to i8, !dbg !326
  %240 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %234, !dbg !327
  store i8 %239, ptr %240, align 4, !dbg !328, !tbaa !219, !alias.scope !313
  %241 = or disjoint i64 %234, 1, !dbg !329
    #dbg_value(i64 %241, !305, !DIExpression(), !319)
  %242 = mul i32 %237, 1103515245, !dbg !321
  %243 = add i32 %242, 12345, !dbg !324
    #dbg_value(i32 %243, !304, !DIExpression(), !320)
  %244 = lshr i32 %243, 16, !dbg !325
  %245 = trunc i32 %244 to i8, !dbg !326
  %246 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %241, !dbg !327
  store i8 %245, ptr %246, align 1, !dbg !328, !tbaa !219, !alias.scope !313
  %247 = or disjoint i64 %234, 2, !dbg !329
    #dbg_value(i64 %247, !305, !DIExpression(), !319)
  %248 = mul i32 %243, 1103515245, !dbg !321
  %249 = add i32 %248, 12345, !dbg !324
    #dbg_value(i32 %249, !304, !DIExpression(), !320)
  %250 = lshr i32 %249, 16, !dbg !325
  %251 = trunc i32 %250 to i8, !dbg !326
  %252 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %247, !dbg !327
  store i8 %251, ptr %252, align 2, !dbg !328, !tbaa !219, !alias.scope !313
  %253 = or disjoint i64 %234, 3, !dbg !329
    #dbg_value(i64 %253, !305, !DIExpression(), !319)
  %254 = mul i32 %249, 1103515245, !dbg !321
  %255 = add i32 %254, 12345, !dbg !324
    #dbg_value(i32 %255, !304, !DIExpression(), !320)
  %256 = lshr i32 %255, 16, !dbg !325
  %257 = trunc i32 %256 to i8, !dbg !326
  %258 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %253, !dbg !327
  store i8 %257, ptr %258, align 1, !dbg !328, !tbaa !219, !alias.scope !313
  %259 = add nuw nsw i64 %234, 4, !dbg !329
    #dbg_value(i64 %259, !305, !DIExpression(), !319)
  %260 = icmp eq i64 %259, 256, !dbg !330
  br i1 %260, label %231, label %233, !dbg !331, !llvm.loop !332

261:                                              ; preds = %261, %231
  %262 = phi i64 [ 0, %231 ], [ %287, %261 ]
  %263 = phi i32 [ 0, %231 ], [ %286, %261 ]
    #dbg_value(i64 %262, !307, !DIExpression(), !317)
  %264 = mul i32 %263, 33, !dbg !334
  %265 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %262, !dbg !336
  %266 = load i8, ptr %265, align 4, !dbg !336, !tbaa !219, !alias.scope !313
  %267 = zext i8 %266 to i32, !dbg !336
  %268 = add i32 %264, %267, !dbg !337
  store i32 %268, ptr %232, align 8, !dbg !338, !tbaa !311, !alias.scope !313, !DIAssignID !339
    #dbg_assign(i32 %268, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !339, ptr %232, !DIExpression(), !158)
  %269 = or disjoint i64 %262, 1, !dbg !340
    #dbg_value(i64 %269, !307, !DIExpression(), !317)
  %270 = mul i32 %268, 33, !dbg !334
  %271 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %269, !dbg !336
  %272 = load i8, ptr %271, align 1, !dbg !336, !tbaa !219, !alias.scope !313
  %273 = zext i8 %272 to i32, !dbg !336
  %274 = add i32 %270, %273, !dbg !337
  store i32 %274, ptr %232, align 8, !dbg !338, !tbaa !311, !alias.scope !313, !DIAssignID !339
    #dbg_assign(i32 %274, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !339, ptr %232, !DIExpression(), !158)
  %275 = or disjoint i64 %262, 2, !dbg !340
    #dbg_value(i64 %275, !307, !DIExpression(), !317)
  %276 = mul i32 %274, 33, !dbg !334
  %277 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %275, !dbg !336
  %278 = load i8, ptr %277, align 2, !dbg !336, !tbaa !219, !alias.scope !313
  %279 = zext i8 %278 to i32, !dbg !336
  %280 = add i32 %276, %279, !dbg !337
  store i32 %280, ptr %232, align 8, !dbg !338, !tbaa !311, !alias.scope !313, !DIAssignID !339
    #dbg_assign(i32 %280, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !339, ptr %232, !DIExpression(), !158)
  %281 = or disjoint i64 %262, 3, !dbg !340
    #dbg_value(i64 %281, !307, !DIExpression(), !317)
  %282 = mul i32 %280, 33, !dbg !334
  %283 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %281, !dbg !336
  %284 = load i8, ptr %283, align 1, !dbg !336, !tbaa !219, !alias.scope !313
  %285 = zext i8 %284 to i32, !dbg !336
  %286 = add i32 %282, %285, !dbg !337
  store i32 %286, ptr %232, align 8, !dbg !338, !tbaa !311, !alias.scope !313, !DIAssignID !339
    #dbg_assign(i32 %286, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !339, ptr %232, !DIExpression(), !158)
  %287 = add nuw nsw i64 %262, 4, !dbg !340
    #dbg_value(i64 %287, !307, !DIExpression(), !317)
  %288 = icmp eq i64 %287, 256, !dbg !341
  br i1 %288, label %291, label %261, !dbg !318, !llvm.loop !342

289:                                              ; preds = %291
  %290 = getelementptr inbounds i8, ptr %11, i64 256, !dbg !344
  store i32 0, ptr %290, align 16, !dbg !346, !tbaa !311, !alias.scope !347, !DIAssignID !350
    #dbg_assign(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !350, ptr %290, !DIExpression(), !158)
    #dbg_value(i32 0, !307, !DIExpression(), !351)
  br label %319, !dbg !352

291:                                              ; preds = %261, %291
  %292 = phi i64 [ %317, %291 ], [ 0, %261 ]
  %293 = phi i32 [ %313, %291 ], [ 2, %261 ]
    #dbg_value(i64 %292, !305, !DIExpression(), !353)
    #dbg_value(i32 %293, !304, !DIExpression(), !354)
  %294 = mul i32 %293, 1103515245, !dbg !355
  %295 = add i32 %294, 12345, !dbg !356
    #dbg_value(i32 %295, !304, !DIExpression(), !354)
  %296 = lshr i32 %295, 16, !dbg !357
  %297 = trunc i32 %296 to i8, !dbg !358
  %298 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %292, !dbg !359
  store i8 %297, ptr %298, align 4, !dbg !360, !tbaa !219, !alias.scope !347
  %299 = or disjoint i64 %292, 1, !dbg !361
    #dbg_value(i64 %299, !305, !DIExpression(), !353)
  %300 = mul i32 %295, 1103515245, !dbg !355
  %301 = add i32 %300, 12345, !dbg !356
    #dbg_value(i32 %301, !304, !DIExpression(), !354)
  %302 = lshr i32 %301, 16, !dbg !357
  %303 = trunc i32 %302 to i8, !dbg !358
  %304 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %299, !dbg !359
  store i8 %303, ptr %304, align 1, !dbg !360, !tbaa !219, !alias.scope !347
  %305 = or disjoint i64 %292, 2, !dbg !361
    #dbg_value(i64 %305, !305, !DIExpression(), !353)
  %306 = mul i32 %301, 1103515245, !dbg !355
  %307 = add i32 %306, 12345, !dbg !356
    #dbg_value(i32 %307, !304, !DIExpression(), !354)
  %308 = lshr i32 %307, 16, !dbg !357
  %309 = trunc i32 %308 to i8, !dbg !358
  %310 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %305, !dbg !359
  store i8 %309, ptr %310, align 2, !dbg !360, !tbaa !219, !alias.scope !347
  %311 = or disjoint i64 %292, 3, !dbg !361
    #dbg_value(i64 %311, !305, !DIExpression(), !353)
  %312 = mul i32 %307, 1103515245, !dbg !355
  %313 = add i32 %312, 12345, !dbg !356
    #dbg_value(i32 %313, !304, !DIExpression(), !354)
  %314 = lshr i32 %313, 16, !dbg !357
  %315 = trunc i32 %314 to i8, !dbg !358
  %316 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %311, !dbg !359
  store i8 %315, ptr %316, align 1, !dbg !360, !tbaa !219, !alias.scope !347
  %317 = add nuw nsw i64 %292, 4, !dbg !361
    #dbg_value(i64 %317, !305, !DIExpression(), !353)
  %318 = icmp eq i64 %317, 256, !dbg !362
  br i1 %318, label %289, label %291, !dbg !363, !llvm.loop !364

319:                                              ; preds = %319, %289
  %320 = phi i64 [ 0, %289 ], [ %345, %319 ]
  %321 = phi i32 [ 0, %289 ], [ %344, %319 ]
    #dbg_value(i64 %320, !307, !DIExpression(), !351)
  %322 = mul i32 %321, 33, !dbg !366
  %323 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %320, !dbg !367
  %324 = load i8, ptr %323, align 4, !dbg !367, !tbaa !219, !alias.scope !347
  %325 = zext i8 %324 to i32, !dbg !367
  %326 = add i32 %322, %325, !dbg !368
  store i32 %326, ptr %290, align 16, !dbg !369, !tbaa !311, !alias.scope !347, !DIAssignID !370
    #dbg_assign(i32 %326, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !370, ptr %290, !DIExpression(), !158)
  %327 = or disjoint i64 %320, 1, !dbg !371
    #dbg_value(i64 %327, !307, !DIExpression(), !351)
  %328 = mul i32 %326, 33, !dbg !366
  %329 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %327, !dbg !367
  %330 = load i8, ptr %329, align 1, !dbg !367, !tbaa !219, !alias.scope !347
  %331 = zext i8 %330 to i32, !dbg !367
  %332 = add i32 %328, %331, !dbg !368
  store i32 %332, ptr %290, align 16, !dbg !369, !tbaa !311, !alias.scope !347, !DIAssignID !370
    #dbg_assign(i32 %332, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !370, ptr %290, !DIExpression(), !158)
  %333 = or disjoint i64 %320, 2, !dbg !371
    #dbg_value(i64 %333, !307, !DIExpression(), !351)
  %334 = mul i32 %332, 33, !dbg !366
  %335 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %333, !dbg !367
  %336 = load i8, ptr %335, align 2, !dbg !367, !tbaa !219, !alias.scope !347
  %337 = zext i8 %336 to i32, !dbg !367
  %338 = add i32 %334, %337, !dbg !368
  store i32 %338, ptr %290, align 16, !dbg !369, !tbaa !311, !alias.scope !347, !DIAssignID !370
    #dbg_assign(i32 %338, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !370, ptr %290, !DIExpression(), !158)
  %339 = or disjoint i64 %320, 3, !dbg !371
    #dbg_value(i64 %339, !307, !DIExpression(), !351)
  %340 = mul i32 %338, 33, !dbg !366
  %341 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %339, !dbg !367
  %342 = load i8, ptr %341, align 1, !dbg !367, !tbaa !219, !alias.scope !347
  %343 = zext i8 %342 to i32, !dbg !367
  %344 = add i32 %340, %343, !dbg !368
  store i32 %344, ptr %290, align 16, !dbg !369, !tbaa !311, !alias.scope !347, !DIAssignID !370
    #dbg_assign(i32 %344, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !370, ptr %290, !DIExpression(), !158)
  %345 = add nuw nsw i64 %320, 4, !dbg !371
    #dbg_value(i64 %345, !307, !DIExpression(), !351)
  %346 = icmp eq i64 %345, 256, !dbg !372
  br i1 %346, label %347, label %319, !dbg !352, !llvm.loop !373

347:                                              ; preds = %319, %347
  %348 = phi i64 [ %373, %347 ], [ 0, %319 ]
  %349 = phi i32 [ %372, %347 ], [ 0, %319 ]
    #dbg_value(i64 %348, !375, !DIExpression(), !383)
    #dbg_value(i32 %349, !382, !DIExpression(), !385)
  %350 = mul i32 %349, 33, !dbg !386
  %351 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %348, !dbg !388
  %352 = load i8, ptr %351, align 4, !dbg !388, !tbaa !219
  %353 = zext i8 %352 to i32, !dbg !388
  %354 = add i32 %350, %353, !dbg !389
    #dbg_value(i32 %354, !382, !DIExpression(), !385)
  %355 = or disjoint i64 %348, 1, !dbg !390
    #dbg_value(i64 %355, !375, !DIExpression(), !383)
  %356 = mul i32 %354, 33, !dbg !386
  %357 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %355, !dbg !388
  %358 = load i8, ptr %357, align 1, !dbg !388, !tbaa !219
  %359 = zext i8 %358 to i32, !dbg !388
  %360 = add i32 %356, %359, !dbg !389
    #dbg_value(i32 %360, !382, !DIExpression(), !385)
  %361 = or disjoint i64 %348, 2, !dbg !390
    #dbg_value(i64 %361, !375, !DIExpression(), !383)
  %362 = mul i32 %360, 33, !dbg !386
  %363 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %361, !dbg !388
  %364 = load i8, ptr %363, align 2, !dbg !388, !tbaa !219
  %365 = zext i8 %364 to i32, !dbg !388
  %366 = add i32 %362, %365, !dbg !389
    #dbg_value(i32 %366, !382, !DIExpression(), !385)
  %367 = or disjoint i64 %348, 3, !dbg !390
    #dbg_value(i64 %367, !375, !DIExpression(), !383)
  %368 = mul i32 %366, 33, !dbg !386
  %369 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %367, !dbg !388
  %370 = load i8, ptr %369, align 1, !dbg !388, !tbaa !219
  %371 = zext i8 %370 to i32, !dbg !388
  %372 = add i32 %368, %371, !dbg !389
    #dbg_value(i32 %372, !382, !DIExpression(), !385)
  %373 = add nuw nsw i64 %348, 4, !dbg !390
    #dbg_value(i64 %373, !375, !DIExpression(), !383)
  %374 = icmp eq i64 %373, 256, !dbg !391
  br i1 %374, label %375, label %347, !dbg !392, !llvm.loop !393

375:                                              ; preds = %347
  %376 = icmp eq i32 %372, %286, !dbg !395
    #dbg_declare(ptr %11, !381, !DIExpression(), !396)
    #dbg_value(i32 0, !382, !DIExpression(), !398)
    #dbg_value(i32 0, !375, !DIExpression(), !399)
  br label %377, !dbg !400

377:                                              ; preds = %377, %375
  %378 = phi i64 [ 0, %375 ], [ %403, %377 ]
  %379 = phi i32 [ 0, %375 ], [ %402, %377 ]
    #dbg_value(i64 %378, !375, !DIExpression(), !399)
    #dbg_value(i32 %379, !382, !DIExpression(), !398)
  %380 = mul i32 %379, 33, !dbg !401
  %381 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %378, !dbg !402
  %382 = load i8, ptr %381, align 4, !dbg !402, !tbaa !219
  %383 = zext i8 %382 to i32, !dbg !402
  %384 = add i32 %380, %383, !dbg !403
    #dbg_value(i32 %384, !382, !DIExpression(), !398)
  %385 = or disjoint i64 %378, 1, !dbg !404
    #dbg_value(i64 %385, !375, !DIExpression(), !399)
  %386 = mul i32 %384, 33, !dbg !401
  %387 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %385, !dbg !402
  %388 = load i8, ptr %387, align 1, !dbg !402, !tbaa !219
  %389 = zext i8 %388 to i32, !dbg !402
  %390 = add i32 %386, %389, !dbg !403
    #dbg_value(i32 %390, !382, !DIExpression(), !398)
  %391 = or disjoint i64 %378, 2, !dbg !404
    #dbg_value(i64 %391, !375, !DIExpression(), !399)
  %392 = mul i32 %390, 33, !dbg !401
  %393 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %391, !dbg !402
  %394 = load i8, ptr %393, align 2, !dbg !402, !tbaa !219
  %395 = zext i8 %394 to i32, !dbg !402
  %396 = add i32 %392, %395, !dbg !403
    #dbg_value(i32 %396, !382, !DIExpression(), !398)
  %397 = or disjoint i64 %378, 3, !dbg !404
    #dbg_value(i64 %397, !375, !DIExpression(), !399)
  %398 = mul i32 %396, 33, !dbg !401
  %399 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 %397, !dbg !402
  %400 = load i8, ptr %399, align 1, !dbg !402, !tbaa !219
  %401 = zext i8 %400 to i32, !dbg !402
  %402 = add i32 %398, %401, !dbg !403
    #dbg_value(i32 %402, !382, !DIExpression(), !398)
  %403 = add nuw nsw i64 %378, 4, !dbg !404
    #dbg_value(i64 %403, !375, !DIExpression(), !399)
  %404 = icmp eq i64 %403, 256, !dbg !405
  br i1 %404, label %405, label %377, !dbg !400, !llvm.loop !406

405:                                              ; preds = %377
  %406 = zext i1 %376 to i32, !dbg !395
  %407 = icmp eq i32 %402, %344, !dbg !408
  %408 = zext i1 %407 to i32, !dbg !408
  %409 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %286, i32 noundef %406, i32 noundef %344, i32 noundef %408), !dbg !409
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(260) %1, ptr noundef nonnull align 8 dereferenceable(260) %10, i64 260, i1 false), !dbg !410
    #dbg_declare(ptr %1, !416, !DIExpression(), !420)
    #dbg_declare(ptr %11, !417, !DIExpression(), !421)
    #dbg_value(i32 0, !418, !DIExpression(), !422)
  %410 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !423
  %411 = load <16 x i8>, ptr %11, align 16, !dbg !423, !tbaa !219
  %412 = load <16 x i8>, ptr %410, align 16, !dbg !423, !tbaa !219
  %413 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !425
  %414 = load <16 x i8>, ptr %1, align 16, !dbg !425, !tbaa !219
  %415 = load <16 x i8>, ptr %413, align 16, !dbg !425, !tbaa !219
  %416 = xor <16 x i8> %414, %411, !dbg !425
  %417 = xor <16 x i8> %415, %412, !dbg !425
  store <16 x i8> %416, ptr %1, align 16, !dbg !425, !tbaa !219
  store <16 x i8> %417, ptr %413, align 16, !dbg !425, !tbaa !219
  %418 = getelementptr inbounds i8, ptr %11, i64 32, !dbg !423
  %419 = getelementptr inbounds i8, ptr %11, i64 48, !dbg !423
  %420 = load <16 x i8>, ptr %418, align 16, !dbg !423, !tbaa !219
  %421 = load <16 x i8>, ptr %419, align 16, !dbg !423, !tbaa !219
  %422 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !426
  %423 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !425
  %424 = load <16 x i8>, ptr %422, align 16, !dbg !425, !tbaa !219
  %425 = load <16 x i8>, ptr %423, align 16, !dbg !425, !tbaa !219
  %426 = xor <16 x i8> %424, %420, !dbg !425
  %427 = xor <16 x i8> %425, %421, !dbg !425
  store <16 x i8> %426, ptr %422, align 16, !dbg !425, !tbaa !219
  store <16 x i8> %427, ptr %423, align 16, !dbg !425, !tbaa !219
  %428 = getelementptr inbounds i8, ptr %11, i64 64, !dbg !423
  %429 = getelementptr inbounds i8, ptr %11, i64 80, !dbg !423
  %430 = load <16 x i8>, ptr %428, align 16, !dbg !423, !tbaa !219
  %431 = load <16 x i8>, ptr %429, align 16, !dbg !423, !tbaa !219
  %432 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !426
  %433 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !425
  %434 = load <16 x i8>, ptr %432, align 16, !dbg !425, !tbaa !219
  %435 = load <16 x i8>, ptr %433, align 16, !dbg !425, !tbaa !219
  %436 = xor <16 x i8> %434, %430, !dbg !425
  %437 = xor <16 x i8> %435, %431, !dbg !425
  store <16 x i8> %436, ptr %432, align 16, !dbg !425, !tbaa !219
  store <16 x i8> %437, ptr %433, align 16, !dbg !425, !tbaa !219
  %438 = getelementptr inbounds i8, ptr %11, i64 96, !dbg !423
  %439 = getelementptr inbounds i8, ptr %11, i64 112, !dbg !423
  %440 = load <16 x i8>, ptr %438, align 16, !dbg !423, !tbaa !219
  %441 = load <16 x i8>, ptr %439, align 16, !dbg !423, !tbaa !219
  %442 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !426
  %443 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !425
  %444 = load <16 x i8>, ptr %442, align 16, !dbg !425, !tbaa !219
  %445 = load <16 x i8>, ptr %443, align 16, !dbg !425, !tbaa !219
  %446 = xor <16 x i8> %444, %440, !dbg !425
  %447 = xor <16 x i8> %445, %441, !dbg !425
  store <16 x i8> %446, ptr %442, align 16, !dbg !425, !tbaa !219
  store <16 x i8> %447, ptr %443, align 16, !dbg !425, !tbaa !219
  %448 = getelementptr inbounds i8, ptr %11, i64 128, !dbg !423
  %449 = getelementptr inbounds i8, ptr %11, i64 144, !dbg !423
  %450 = load <16 x i8>, ptr %448, align 16, !dbg !423, !tbaa !219
  %451 = load <16 x i8>, ptr %449, align 16, !dbg !423, !tbaa !219
  %452 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !426
  %453 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !425
  %454 = load <16 x i8>, ptr %452, align 16, !dbg !425, !tbaa !219
  %455 = load <16 x i8>, ptr %453, align 16, !dbg !425, !tbaa !219
  %456 = xor <16 x i8> %454, %450, !dbg !425
  %457 = xor <16 x i8> %455, %451, !dbg !425
  store <16 x i8> %456, ptr %452, align 16, !dbg !425, !tbaa !219
  store <16 x i8> %457, ptr %453, align 16, !dbg !425, !tbaa !219
  %458 = getelementptr inbounds i8, ptr %11, i64 160, !dbg !423
  %459 = getelementptr inbounds i8, ptr %11, i64 176, !dbg !423
  %460 = load <16 x i8>, ptr %458, align 16, !dbg !423, !tbaa !219
  %461 = load <16 x i8>, ptr %459, align 16, !dbg !423, !tbaa !219
  %462 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !426
  %463 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !425
  %464 = load <16 x i8>, ptr %462, align 16, !dbg !425, !tbaa !219
  %465 = load <16 x i8>, ptr %463, align 16, !dbg !425, !tbaa !219
  %466 = xor <16 x i8> %464, %460, !dbg !425
  %467 = xor <16 x i8> %465, %461, !dbg !425
  store <16 x i8> %466, ptr %462, align 16, !dbg !425, !tbaa !219
  store <16 x i8> %467, ptr %463, align 16, !dbg !425, !tbaa !219
  %468 = getelementptr inbounds i8, ptr %11, i64 192, !dbg !423
  %469 = getelementptr inbounds i8, ptr %11, i64 208, !dbg !423
  %470 = load <16 x i8>, ptr %468, align 16, !dbg !423, !tbaa !219
  %471 = load <16 x i8>, ptr %469, align 16, !dbg !423, !tbaa !219
  %472 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !426
  %473 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !425
  %474 = load <16 x i8>, ptr %472, align 16, !dbg !425, !tbaa !219
  %475 = load <16 x i8>, ptr %473, align 16, !dbg !425, !tbaa !219
  %476 = xor <16 x i8> %474, %470, !dbg !425
  %477 = xor <16 x i8> %475, %471, !dbg !425
  store <16 x i8> %476, ptr %472, align 16, !dbg !425, !tbaa !219
  store <16 x i8> %477, ptr %473, align 16, !dbg !425, !tbaa !219
  %478 = getelementptr inbounds i8, ptr %11, i64 224, !dbg !423
  %479 = getelementptr inbounds i8, ptr %11, i64 240, !dbg !423
  %480 = load <16 x i8>, ptr %478, align 16, !dbg !423, !tbaa !219
  %481 = load <16 x i8>, ptr %479, align 16, !dbg !423, !tbaa !219
  %482 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !426
  %483 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !425
  %484 = load <16 x i8>, ptr %482, align 16, !dbg !425, !tbaa !219
  %485 = load <16 x i8>, ptr %483, align 16, !dbg !425, !tbaa !219
  %486 = xor <16 x i8> %484, %480, !dbg !425
  %487 = xor <16 x i8> %485, %481, !dbg !425
  store <16 x i8> %486, ptr %482, align 16, !dbg !425, !tbaa !219
  store <16 x i8> %487, ptr %483, align 16, !dbg !425, !tbaa !219
  %488 = getelementptr inbounds i8, ptr %11, i64 256, !dbg !427
  %489 = load i32, ptr %488, align 16, !dbg !427, !tbaa !311
  %490 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !428
  %491 = load i32, ptr %490, align 16, !dbg !429, !tbaa !311
  %492 = xor i32 %491, %489, !dbg !429
  store i32 %492, ptr %490, align 16, !dbg !429, !tbaa !311
    #dbg_assign(i1 undef, !146, !DIExpression(), !430, ptr %1, !DIExpression(), !158)
    #dbg_declare(ptr %1, !381, !DIExpression(), !431)
    #dbg_value(i32 0, !382, !DIExpression(), !433)
    #dbg_value(i32 0, !375, !DIExpression(), !434)
  br label %493, !dbg !435

493:                                              ; preds = %493, %405
  %494 = phi i64 [ 0, %405 ], [ %519, %493 ]
  %495 = phi i32 [ 0, %405 ], [ %518, %493 ]
    #dbg_value(i64 %494, !375, !DIExpression(), !434)
    #dbg_value(i32 %495, !382, !DIExpression(), !433)
  %496 = mul i32 %495, 33, !dbg !436
  %497 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %494, !dbg !437
  %498 = load i8, ptr %497, align 4, !dbg !437, !tbaa !219
  %499 = zext i8 %498 to i32, !dbg !437
  %500 = add i32 %496, %499, !dbg !438
    #dbg_value(i32 %500, !382, !DIExpression(), !433)
  %501 = or disjoint i64 %494, 1, !dbg !439
    #dbg_value(i64 %501, !375, !DIExpression(), !434)
  %502 = mul i32 %500, 33, !dbg !436
  %503 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %501, !dbg !437
  %504 = load i8, ptr %503, align 1, !dbg !437, !tbaa !219
  %505 = zext i8 %504 to i32, !dbg !437
  %506 = add i32 %502, %505, !dbg !438
    #dbg_value(i32 %506, !382, !DIExpression(), !433)
  %507 = or disjoint i64 %494, 2, !dbg !439
    #dbg_value(i64 %507, !375, !DIExpression(), !434)
  %508 = mul i32 %506, 33, !dbg !436
  %509 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %507, !dbg !437
  %510 = load i8, ptr %509, align 2, !dbg !437, !tbaa !219
  %511 = zext i8 %510 to i32, !dbg !437
  %512 = add i32 %508, %511, !dbg !438
    #dbg_value(i32 %512, !382, !DIExpression(), !433)
  %513 = or disjoint i64 %494, 3, !dbg !439
    #dbg_value(i64 %513, !375, !DIExpression(), !434)
  %514 = mul i32 %512, 33, !dbg !436
  %515 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %513, !dbg !437
  %516 = load i8, ptr %515, align 1, !dbg !437, !tbaa !219
  %517 = zext i8 %516 to i32, !dbg !437
  %518 = add i32 %514, %517, !dbg !438
    #dbg_value(i32 %518, !382, !DIExpression(), !433)
  %519 = add nuw nsw i64 %494, 4, !dbg !439
    #dbg_value(i64 %519, !375, !DIExpression(), !434)
  %520 = icmp eq i64 %519, 256, !dbg !440
  br i1 %520, label %521, label %493, !dbg !435, !llvm.loop !441

521:                                              ; preds = %493
  %522 = icmp eq i32 %518, %492, !dbg !443
  %523 = zext i1 %522 to i32, !dbg !443
  %524 = load i8, ptr %1, align 16, !dbg !444, !tbaa !219
  %525 = zext i8 %524 to i32, !dbg !444
  %526 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !445
  %527 = load i8, ptr %526, align 1, !dbg !445, !tbaa !219
  %528 = zext i8 %527 to i32, !dbg !445
  %529 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !446
  %530 = load i8, ptr %529, align 2, !dbg !446, !tbaa !219
  %531 = zext i8 %530 to i32, !dbg !446
  %532 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !447
  %533 = load i8, ptr %532, align 1, !dbg !447, !tbaa !219
  %534 = zext i8 %533 to i32, !dbg !447
  %535 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %492, i32 noundef %523, i32 noundef %525, i32 noundef %528, i32 noundef %531, i32 noundef %534), !dbg !448
    #dbg_declare(ptr %1, !416, !DIExpression(), !449)
    #dbg_declare(ptr %11, !417, !DIExpression(), !451)
    #dbg_value(i32 0, !418, !DIExpression(), !452)
  %536 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !453
  %537 = load <16 x i8>, ptr %11, align 16, !dbg !453, !tbaa !219
  %538 = load <16 x i8>, ptr %536, align 16, !dbg !453, !tbaa !219
  %539 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !454
  %540 = load <16 x i8>, ptr %1, align 16, !dbg !454, !tbaa !219
  %541 = load <16 x i8>, ptr %539, align 16, !dbg !454, !tbaa !219
  %542 = xor <16 x i8> %540, %537, !dbg !454
  %543 = xor <16 x i8> %541, %538, !dbg !454
  store <16 x i8> %542, ptr %1, align 16, !dbg !454, !tbaa !219
  store <16 x i8> %543, ptr %539, align 16, !dbg !454, !tbaa !219
  %544 = getelementptr inbounds i8, ptr %11, i64 32, !dbg !453
  %545 = getelementptr inbounds i8, ptr %11, i64 48, !dbg !453
  %546 = load <16 x i8>, ptr %544, align 16, !dbg !453, !tbaa !219
  %547 = load <16 x i8>, ptr %545, align 16, !dbg !453, !tbaa !219
  %548 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !455
  %549 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !454
  %550 = load <16 x i8>, ptr %548, align 16, !dbg !454, !tbaa !219
  %551 = load <16 x i8>, ptr %549, align 16, !dbg !454, !tbaa !219
  %552 = xor <16 x i8> %550, %546, !dbg !454
  %553 = xor <16 x i8> %551, %547, !dbg !454
  store <16 x i8> %552, ptr %548, align 16, !dbg !454, !tbaa !219
  store <16 x i8> %553, ptr %549, align 16, !dbg !454, !tbaa !219
  %554 = getelementptr inbounds i8, ptr %11, i64 64, !dbg !453
  %555 = getelementptr inbounds i8, ptr %11, i64 80, !dbg !453
  %556 = load <16 x i8>, ptr %554, align 16, !dbg !453, !tbaa !219
  %557 = load <16 x i8>, ptr %555, align 16, !dbg !453, !tbaa !219
  %558 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !455
  %559 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !454
  %560 = load <16 x i8>, ptr %558, align 16, !dbg !454, !tbaa !219
  %561 = load <16 x i8>, ptr %559, align 16, !dbg !454, !tbaa !219
  %562 = xor <16 x i8> %560, %556, !dbg !454
  %563 = xor <16 x i8> %561, %557, !dbg !454
  store <16 x i8> %562, ptr %558, align 16, !dbg !454, !tbaa !219
  store <16 x i8> %563, ptr %559, align 16, !dbg !454, !tbaa !219
  %564 = getelementptr inbounds i8, ptr %11, i64 96, !dbg !453
  %565 = getelementptr inbounds i8, ptr %11, i64 112, !dbg !453
  %566 = load <16 x i8>, ptr %564, align 16, !dbg !453, !tbaa !219
  %567 = load <16 x i8>, ptr %565, align 16, !dbg !453, !tbaa !219
  %568 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !455
  %569 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !454
  %570 = load <16 x i8>, ptr %568, align 16, !dbg !454, !tbaa !219
  %571 = load <16 x i8>, ptr %569, align 16, !dbg !454, !tbaa !219
  %572 = xor <16 x i8> %570, %566, !dbg !454
  %573 = xor <16 x i8> %571, %567, !dbg !454
  store <16 x i8> %572, ptr %568, align 16, !dbg !454, !tbaa !219
  store <16 x i8> %573, ptr %569, align 16, !dbg !454, !tbaa !219
  %574 = getelementptr inbounds i8, ptr %11, i64 128, !dbg !453
  %575 = getelementptr inbounds i8, ptr %11, i64 144, !dbg !453
  %576 = load <16 x i8>, ptr %574, align 16, !dbg !453, !tbaa !219
  %577 = load <16 x i8>, ptr %575, align 16, !dbg !453, !tbaa !219
  %578 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !455
  %579 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !454
  %580 = load <16 x i8>, ptr %578, align 16, !dbg !454, !tbaa !219
  %581 = load <16 x i8>, ptr %579, align 16, !dbg !454, !tbaa !219
  %582 = xor <16 x i8> %580, %576, !dbg !454
  %583 = xor <16 x i8> %581, %577, !dbg !454
  store <16 x i8> %582, ptr %578, align 16, !dbg !454, !tbaa !219
  store <16 x i8> %583, ptr %579, align 16, !dbg !454, !tbaa !219
  %584 = getelementptr inbounds i8, ptr %11, i64 160, !dbg !453
  %585 = getelementptr inbounds i8, ptr %11, i64 176, !dbg !453
  %586 = load <16 x i8>, ptr %584, align 16, !dbg !453, !tbaa !219
  %587 = load <16 x i8>, ptr %585, align 16, !dbg !453, !tbaa !219
  %588 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !455
  %589 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !454
  %590 = load <16 x i8>, ptr %588, align 16, !dbg !454, !tbaa !219
  %591 = load <16 x i8>, ptr %589, align 16, !dbg !454, !tbaa !219
  %592 = xor <16 x i8> %590, %586, !dbg !454
  %593 = xor <16 x i8> %591, %587, !dbg !454
  store <16 x i8> %592, ptr %588, align 16, !dbg !454, !tbaa !219
  store <16 x i8> %593, ptr %589, align 16, !dbg !454, !tbaa !219
  %594 = getelementptr inbounds i8, ptr %11, i64 192, !dbg !453
  %595 = getelementptr inbounds i8, ptr %11, i64 208, !dbg !453
  %596 = load <16 x i8>, ptr %594, align 16, !dbg !453, !tbaa !219
  %597 = load <16 x i8>, ptr %595, align 16, !dbg !453, !tbaa !219
  %598 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !455
  %599 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !454
  %600 = load <16 x i8>, ptr %598, align 16, !dbg !454, !tbaa !219
  %601 = load <16 x i8>, ptr %599, align 16, !dbg !454, !tbaa !219
  %602 = xor <16 x i8> %600, %596, !dbg !454
  %603 = xor <16 x i8> %601, %597, !dbg !454
  store <16 x i8> %602, ptr %598, align 16, !dbg !454, !tbaa !219
  store <16 x i8> %603, ptr %599, align 16, !dbg !454, !tbaa !219
  %604 = getelementptr inbounds i8, ptr %11, i64 224, !dbg !453
  %605 = getelementptr inbounds i8, ptr %11, i64 240, !dbg !453
  %606 = load <16 x i8>, ptr %604, align 16, !dbg !453, !tbaa !219
  %607 = load <16 x i8>, ptr %605, align 16, !dbg !453, !tbaa !219
  %608 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !455
  %609 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !454
  %610 = load <16 x i8>, ptr %608, align 16, !dbg !454, !tbaa !219
  %611 = load <16 x i8>, ptr %609, align 16, !dbg !454, !tbaa !219
  %612 = xor <16 x i8> %610, %606, !dbg !454
  %613 = xor <16 x i8> %611, %607, !dbg !454
  store <16 x i8> %612, ptr %608, align 16, !dbg !454, !tbaa !219
  store <16 x i8> %613, ptr %609, align 16, !dbg !454, !tbaa !219
    #dbg_assign(i1 undef, !147, !DIExpression(), !456, ptr %1, !DIExpression(), !158)
  %614 = call i32 @bcmp(ptr noundef nonnull dereferenceable(256) %1, ptr noundef nonnull dereferenceable(256) %10, i64 256), !dbg !457
  %615 = icmp eq i32 %614, 0, !dbg !458
  %616 = zext i1 %615 to i32, !dbg !458
  %617 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %616), !dbg !459
  %618 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 128, i64 noundef 64, i64 noundef 260), !dbg !460
  call void @llvm.lifetime.end.p0(i64 260, ptr nonnull %10) #9, !dbg !461
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #9, !dbg !461
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #9, !dbg !461
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %7) #9, !dbg !461
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #9, !dbg !461
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #9, !dbg !461
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #9, !dbg !461
  ret i32 0, !dbg !461

619:                                              ; preds = %153
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 16 dereferenceable(64) %167, i64 64, i1 false), !dbg !462, !tbaa.struct !287, !DIAssignID !463
    #dbg_assign(i1 undef, !133, !DIExpression(), !463, ptr %9, !DIExpression(), !158)
  %620 = load i64, ptr %227, align 8, !dbg !294, !tbaa !267
  br label %621, !dbg !464

621:                                              ; preds = %153, %619
  %622 = phi i64 [ %229, %153 ], [ %620, %619 ], !dbg !294
    #dbg_value(i64 2, !134, !DIExpression(), !290)
  %623 = load i64, ptr %184, align 16, !dbg !291, !tbaa !267
  %624 = icmp sgt i64 %623, %622, !dbg !295
  br i1 %624, label %625, label %627, !dbg !296

625:                                              ; preds = %621
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 16 dereferenceable(64) %181, i64 64, i1 false), !dbg !462, !tbaa.struct !287, !DIAssignID !463
    #dbg_assign(i1 undef, !133, !DIExpression(), !463, ptr %9, !DIExpression(), !158)
  %626 = load i64, ptr %227, align 8, !dbg !294, !tbaa !267
  br label %627, !dbg !464

627:                                              ; preds = %625, %621
  %628 = phi i64 [ %626, %625 ], [ %622, %621 ], !dbg !294
    #dbg_value(i64 3, !134, !DIExpression(), !290)
  %629 = load i64, ptr %198, align 16, !dbg !291, !tbaa !267
  %630 = icmp sgt i64 %629, %628, !dbg !295
  br i1 %630, label %631, label %633, !dbg !296

631:                                              ; preds = %627
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 16 dereferenceable(64) %195, i64 64, i1 false), !dbg !462, !tbaa.struct !287, !DIAssignID !463
    #dbg_assign(i1 undef, !133, !DIExpression(), !463, ptr %9, !DIExpression(), !158)
  %632 = load i64, ptr %227, align 8, !dbg !294, !tbaa !267
  br label %633, !dbg !464

633:                                              ; preds = %631, %627
  %634 = phi i64 [ %632, %631 ], [ %628, %627 ], !dbg !294
    #dbg_value(i64 4, !134, !DIExpression(), !290)
  %635 = load i64, ptr %212, align 16, !dbg !291, !tbaa !267
  %636 = icmp sgt i64 %635, %634, !dbg !295
  br i1 %636, label %637, label %639, !dbg !296

637:                                              ; preds = %633
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 16 dereferenceable(64) %209, i64 64, i1 false), !dbg !462, !tbaa.struct !287, !DIAssignID !463
    #dbg_assign(i1 undef, !133, !DIExpression(), !463, ptr %9, !DIExpression(), !158)
  %638 = load i64, ptr %227, align 8, !dbg !465, !tbaa !267
  br label %639, !dbg !464

639:                                              ; preds = %637, %633
  %640 = phi i64 [ %638, %637 ], [ %634, %633 ], !dbg !465
    #dbg_value(i64 5, !134, !DIExpression(), !290)
  %641 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %9, i64 noundef %640), !dbg !466
  call void @llvm.lifetime.start.p0(i64 260, ptr nonnull %10) #9, !dbg !467
    #dbg_value(i32 1, !302, !DIExpression(), !320)
    #dbg_declare(ptr %10, !303, !DIExpression(), !468)
    #dbg_value(i32 1, !304, !DIExpression(), !320)
    #dbg_value(i32 0, !305, !DIExpression(), !319)
  br label %233, !dbg !331
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mat_mul(ptr dead_on_unwind noalias nocapture writable writeonly align 8 %0, ptr nocapture noundef readonly byval(%struct.matrix4) align 8 %1, ptr nocapture noundef readonly byval(%struct.matrix4) align 8 %2) unnamed_addr #2 !dbg !469 {
    #dbg_declare(ptr %1, !473, !DIExpression(), !489)
    #dbg_declare(ptr %2, !474, !DIExpression(), !490)
    #dbg_declare(ptr %0, !475, !DIExpression(), !491)
    #dbg_value(i32 0, !476, !DIExpression(), !492)
    #dbg_value(i64 0, !476, !DIExpression(), !492)
    #dbg_value(i32 0, !478, !DIExpression(), !493)
    #dbg_value(i64 0, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
  %4 = load <2 x double>, ptr %1, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !496
  %6 = load <2 x double>, ptr %5, align 8, !dbg !496
  %7 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !498
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !496
  %9 = load <2 x double>, ptr %8, align 8, !dbg !496
  %10 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !498
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
  %11 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !496
  %12 = load <2 x double>, ptr %11, align 8, !dbg !496
  %13 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !498
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
    #dbg_value(i64 1, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %14 = load <2 x double>, ptr %2, align 8, !dbg !498, !tbaa !184
  %15 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %16 = fmul <2 x double> %15, %14, !dbg !499
  %17 = fadd <2 x double> %16, zeroinitializer, !dbg !500
  %18 = load <2 x double>, ptr %7, align 8, !dbg !498, !tbaa !184
  %19 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %20 = fmul <2 x double> %19, %18, !dbg !499
  %21 = fadd <2 x double> %17, %20, !dbg !500
  %22 = load <2 x double>, ptr %10, align 8, !dbg !498, !tbaa !184
  %23 = shufflevector <2 x double> %9, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %24 = fmul <2 x double> %23, %22, !dbg !499
  %25 = fadd <2 x double> %21, %24, !dbg !500
  %26 = load <2 x double>, ptr %13, align 8, !dbg !498, !tbaa !184
  %27 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %28 = fmul <2 x double> %27, %26, !dbg !499
  %29 = fadd <2 x double> %25, %28, !dbg !500
  store <2 x double> %29, ptr %0, align 8, !dbg !501, !tbaa !184
    #dbg_value(i64 2, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
  %30 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !498
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
  %31 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !498
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
  %32 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !498
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
  %33 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !498
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %34 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !502
    #dbg_value(i64 3, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %35 = load <2 x double>, ptr %30, align 8, !dbg !498, !tbaa !184
  %36 = fmul <2 x double> %15, %35, !dbg !499
  %37 = fadd <2 x double> %36, zeroinitializer, !dbg !500
  %38 = load <2 x double>, ptr %31, align 8, !dbg !498, !tbaa !184
  %39 = fmul <2 x double> %19, %38, !dbg !499
  %40 = fadd <2 x double> %37, %39, !dbg !500
  %41 = load <2 x double>, ptr %32, align 8, !dbg !498, !tbaa !184
  %42 = fmul <2 x double> %23, %41, !dbg !499
  %43 = fadd <2 x double> %40, %42, !dbg !500
  %44 = load <2 x double>, ptr %33, align 8, !dbg !498, !tbaa !184
  %45 = fmul <2 x double> %27, %44, !dbg !499
  %46 = fadd <2 x double> %43, %45, !dbg !500
  store <2 x double> %46, ptr %34, align 8, !dbg !501, !tbaa !184
    #dbg_value(i64 4, !478, !DIExpression(), !493)
    #dbg_value(i64 1, !476, !DIExpression(), !492)
    #dbg_value(i32 0, !478, !DIExpression(), !493)
  %47 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !496
    #dbg_value(i64 0, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
  %48 = load <2 x double>, ptr %47, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
  %49 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !496
  %50 = load <2 x double>, ptr %49, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
  %51 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !496
  %52 = load <2 x double>, ptr %51, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
  %53 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !496
  %54 = load <2 x double>, ptr %53, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %55 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !502
    #dbg_value(i64 1, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %56 = shufflevector <2 x double> %48, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %57 = fmul <2 x double> %56, %14, !dbg !499
  %58 = fadd <2 x double> %57, zeroinitializer, !dbg !500
  %59 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %60 = fmul <2 x double> %59, %18, !dbg !499
  %61 = fadd <2 x double> %58, %60, !dbg !500
  %62 = shufflevector <2 x double> %52, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %63 = fmul <2 x double> %62, %22, !dbg !499
  %64 = fadd <2 x double> %61, %63, !dbg !500
  %65 = shufflevector <2 x double> %54, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %66 = fmul <2 x double> %65, %26, !dbg !499
  %67 = fadd <2 x double> %64, %66, !dbg !500
  store <2 x double> %67, ptr %55, align 8, !dbg !501, !tbaa !184
    #dbg_value(i64 2, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %68 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !502
    #dbg_value(i64 3, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %69 = fmul <2 x double> %56, %35, !dbg !499
  %70 = fadd <2 x double> %69, zeroinitializer, !dbg !500
  %71 = fmul <2 x double> %59, %38, !dbg !499
  %72 = fadd <2 x double> %70, %71, !dbg !500
  %73 = fmul <2 x double> %62, %41, !dbg !499
  %74 = fadd <2 x double> %72, %73, !dbg !500
  %75 = fmul <2 x double> %65, %44, !dbg !499
  %76 = fadd <2 x double> %74, %75, !dbg !500
  store <2 x double> %76, ptr %68, align 8, !dbg !501, !tbaa !184
    #dbg_value(i64 4, !478, !DIExpression(), !493)
    #dbg_value(i64 2, !476, !DIExpression(), !492)
    #dbg_value(i32 0, !478, !DIExpression(), !493)
  %77 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !496
    #dbg_value(i64 0, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
  %78 = load <2 x double>, ptr %77, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
  %79 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !496
  %80 = load <2 x double>, ptr %79, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
  %81 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !496
  %82 = load <2 x double>, ptr %81, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
  %83 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !496
  %84 = load <2 x double>, ptr %83, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %85 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !502
    #dbg_value(i64 1, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %86 = load <2 x double>, ptr %2, align 8, !dbg !498, !tbaa !184
  %87 = shufflevector <2 x double> %78, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %88 = fmul <2 x double> %87, %86, !dbg !499
  %89 = fadd <2 x double> %88, zeroinitializer, !dbg !500
  %90 = load <2 x double>, ptr %7, align 8, !dbg !498, !tbaa !184
  %91 = shufflevector <2 x double> %80, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %92 = fmul <2 x double> %91, %90, !dbg !499
  %93 = fadd <2 x double> %89, %92, !dbg !500
  %94 = load <2 x double>, ptr %10, align 8, !dbg !498, !tbaa !184
  %95 = shufflevector <2 x double> %82, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %96 = fmul <2 x double> %95, %94, !dbg !499
  %97 = fadd <2 x double> %93, %96, !dbg !500
  %98 = load <2 x double>, ptr %13, align 8, !dbg !498, !tbaa !184
  %99 = shufflevector <2 x double> %84, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %100 = fmul <2 x double> %99, %98, !dbg !499
  %101 = fadd <2 x double> %97, %100, !dbg !500
  store <2 x double> %101, ptr %85, align 8, !dbg !501, !tbaa !184
    #dbg_value(i64 2, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %102 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !502
    #dbg_value(i64 3, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %103 = load <2 x double>, ptr %30, align 8, !dbg !498, !tbaa !184
  %104 = fmul <2 x double> %87, %103, !dbg !499
  %105 = fadd <2 x double> %104, zeroinitializer, !dbg !500
  %106 = load <2 x double>, ptr %31, align 8, !dbg !498, !tbaa !184
  %107 = fmul <2 x double> %91, %106, !dbg !499
  %108 = fadd <2 x double> %105, %107, !dbg !500
  %109 = load <2 x double>, ptr %32, align 8, !dbg !498, !tbaa !184
  %110 = fmul <2 x double> %95, %109, !dbg !499
  %111 = fadd <2 x double> %108, %110, !dbg !500
  %112 = load <2 x double>, ptr %33, align 8, !dbg !498, !tbaa !184
  %113 = fmul <2 x double> %99, %112, !dbg !499
  %114 = fadd <2 x double> %111, %113, !dbg !500
  store <2 x double> %114, ptr %102, align 8, !dbg !501, !tbaa !184
    #dbg_value(i64 4, !478, !DIExpression(), !493)
    #dbg_value(i64 3, !476, !DIExpression(), !492)
    #dbg_value(i32 0, !478, !DIExpression(), !493)
  %115 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !496
    #dbg_value(i64 0, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
  %116 = load <2 x double>, ptr %115, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
  %117 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !496
  %118 = load <2 x double>, ptr %117, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
  %119 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !496
  %120 = load <2 x double>, ptr %119, align 8, !dbg !496
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
  %121 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !496
  %122 = load double, ptr %121, align 8, !dbg !496, !tbaa !184
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %123 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !502
    #dbg_value(i64 1, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %124 = shufflevector <2 x double> %116, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %125 = fmul <2 x double> %124, %86, !dbg !499
  %126 = fadd <2 x double> %125, zeroinitializer, !dbg !500
  %127 = shufflevector <2 x double> %118, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %128 = fmul <2 x double> %127, %90, !dbg !499
  %129 = fadd <2 x double> %126, %128, !dbg !500
  %130 = shufflevector <2 x double> %120, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %131 = fmul <2 x double> %130, %94, !dbg !499
  %132 = fadd <2 x double> %129, %131, !dbg !500
  %133 = insertelement <2 x double> poison, double %122, i64 0, !dbg !499
  %134 = shufflevector <2 x double> %133, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !499
  %135 = fmul <2 x double> %134, %98, !dbg !499
  %136 = fadd <2 x double> %132, %135, !dbg !500
  store <2 x double> %136, ptr %123, align 8, !dbg !501, !tbaa !184
    #dbg_value(i64 2, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %137 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !502
    #dbg_value(i64 3, !478, !DIExpression(), !493)
    #dbg_value(i32 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(i64 0, !484, !DIExpression(), !494)
    #dbg_value(double 0.000000e+00, !481, !DIExpression(), !495)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 1, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 2, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 3, !484, !DIExpression(), !494)
    #dbg_value(double poison, !486, !DIExpression(), !497)
    #dbg_value(double poison, !481, !DIExpression(), !495)
    #dbg_value(i64 4, !484, !DIExpression(), !494)
  %138 = fmul <2 x double> %124, %103, !dbg !499
  %139 = fadd <2 x double> %138, zeroinitializer, !dbg !500
  %140 = fmul <2 x double> %127, %106, !dbg !499
  %141 = fadd <2 x double> %139, %140, !dbg !500
  %142 = fmul <2 x double> %130, %109, !dbg !499
  %143 = fadd <2 x double> %141, %142, !dbg !500
  %144 = fmul <2 x double> %134, %112, !dbg !499
  %145 = fadd <2 x double> %143, %144, !dbg !500
  store <2 x double> %145, ptr %137, align 8, !dbg !501, !tbaa !184
    #dbg_value(i64 4, !478, !DIExpression(), !493)
    #dbg_value(i64 4, !476, !DIExpression(), !492)
  ret void, !dbg !503
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !504 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !511 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!70}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_large.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "7c6ae054bdf10ad8a67bc88b836e31e9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 5)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 48)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 43)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 13)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 44)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 47)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 26)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 41)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !23, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 31)
!70 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !71, globals: !74, splitDebugInlining: false, nameTableKind: None)
!71 = !{!72, !73}
!72 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!73 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !38, !43, !48, !53, !58, !63, !65}
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 86, type: !84, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !87)
!84 = !DISubroutineType(types: !85)
!85 = !{!86}
!86 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!87 = !{!88, !95, !96, !98, !101, !102, !104, !120, !124, !126, !130, !132, !133, !134, !136, !145, !146, !147}
!88 = !DILocalVariable(name: "a", scope: !83, file: !2, line: 87, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "matrix4", file: !2, line: 6, size: 1024, elements: !90)
!90 = !{!91}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !89, file: !2, line: 7, baseType: !92, size: 1024)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 1024, elements: !94)
!93 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!94 = !{!11, !11}
!95 = !DILocalVariable(name: "b", scope: !83, file: !2, line: 87, type: !89)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 88, type: !86)
!97 = distinct !DILexicalBlock(scope: !83, file: !2, line: 88, column: 5)
!98 = !DILocalVariable(name: "j", scope: !99, file: !2, line: 89, type: !86)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 89, column: 9)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 88, column: 5)
!101 = !DILocalVariable(name: "p", scope: !83, file: !2, line: 92, type: !89)
!102 = !DILocalVariable(name: "k", scope: !103, file: !2, line: 93, type: !86)
!103 = distinct !DILexicalBlock(scope: !83, file: !2, line: 93, column: 5)
!104 = !DILocalVariable(name: "recs", scope: !83, file: !2, line: 96, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 2560, elements: !24)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "record", file: !2, line: 10, size: 512, elements: !107)
!107 = !{!108, !112, !113, !117, !119}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !106, file: !2, line: 11, baseType: !109, size: 192)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 24)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !106, file: !2, line: 12, baseType: !86, size: 32, offset: 192)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "scores", scope: !106, file: !2, line: 13, baseType: !114, size: 160, offset: 224)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 160, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 10)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !106, file: !2, line: 14, baseType: !118, size: 64, offset: 384)
!118 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "avg", scope: !106, file: !2, line: 15, baseType: !93, size: 64, offset: 448)
!120 = !DILocalVariable(name: "names", scope: !83, file: !2, line: 98, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 320, elements: !24)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 99, type: !86)
!125 = distinct !DILexicalBlock(scope: !83, file: !2, line: 99, column: 5)
!126 = !DILocalVariable(name: "j", scope: !127, file: !2, line: 102, type: !86)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 102, column: 9)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 99, column: 33)
!129 = distinct !DILexicalBlock(scope: !125, file: !2, line: 99, column: 5)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 106, type: !86)
!131 = distinct !DILexicalBlock(scope: !83, file: !2, line: 106, column: 5)
!132 = !DILocalVariable(name: "tmp", scope: !83, file: !2, line: 110, type: !106)
!133 = !DILocalVariable(name: "best", scope: !83, file: !2, line: 117, type: !106)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 118, type: !86)
!135 = distinct !DILexicalBlock(scope: !83, file: !2, line: 118, column: 5)
!136 = !DILocalVariable(name: "b1", scope: !83, file: !2, line: 122, type: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "block", file: !2, line: 18, size: 2080, elements: !138)
!138 = !{!139, !143}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !137, file: !2, line: 19, baseType: !140, size: 2048)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 2048, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 256)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !137, file: !2, line: 20, baseType: !144, size: 32, offset: 2048)
!144 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!145 = !DILocalVariable(name: "b2", scope: !83, file: !2, line: 122, type: !137)
!146 = !DILocalVariable(name: "x", scope: !83, file: !2, line: 125, type: !137)
!147 = !DILocalVariable(name: "y", scope: !83, file: !2, line: 128, type: !137)
!148 = !DILocalVariable(name: "r", arg: 1, scope: !149, file: !2, line: 51, type: !106)
!149 = distinct !DISubprogram(name: "rec_finish", scope: !2, file: !2, line: 51, type: !150, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!106, !106}
!152 = !{!148, !153}
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 53, type: !86)
!154 = distinct !DILexicalBlock(scope: !149, file: !2, line: 53, column: 5)
!155 = !DILocation(line: 51, column: 47, scope: !149, inlinedAt: !156)
!156 = distinct !DILocation(line: 104, column: 19, scope: !128)
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !83)
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = distinct !DIAssignID()
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 87, column: 5, scope: !83)
!167 = !DILocalVariable(name: "r", scope: !168, file: !2, line: 38, type: !89)
!168 = distinct !DISubprogram(name: "mat_identity", scope: !2, file: !2, line: 37, type: !169, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !171)
!169 = !DISubroutineType(types: !170)
!170 = !{!89}
!171 = !{!167, !172}
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 40, type: !86)
!173 = distinct !DILexicalBlock(scope: !168, file: !2, line: 40, column: 5)
!174 = !DILocation(line: 38, column: 20, scope: !168, inlinedAt: !175)
!175 = distinct !DILocation(line: 87, column: 24, scope: !83)
!176 = !DILocation(line: 39, column: 5, scope: !168, inlinedAt: !175)
!177 = !{!178}
!178 = distinct !{!178, !179, !"mat_identity: argument 0"}
!179 = distinct !{!179, !"mat_identity"}
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 0, scope: !173, inlinedAt: !175)
!182 = !DILocation(line: 41, column: 19, scope: !183, inlinedAt: !175)
!183 = distinct !DILexicalBlock(scope: !173, file: !2, line: 40, column: 5)
!184 = !{!185, !185, i64 0}
!185 = !{!"double", !186, i64 0}
!186 = !{!"omnipotent char", !187, i64 0}
!187 = !{!"Simple C/C++ TBAA"}
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 41, column: 9, scope: !183, inlinedAt: !175)
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = !DILocation(line: 0, scope: !97)
!194 = !DILocation(line: 0, scope: !99)
!195 = !DILocation(line: 90, column: 23, scope: !196)
!196 = distinct !DILexicalBlock(scope: !99, file: !2, line: 89, column: 9)
!197 = !DILocation(line: 90, column: 13, scope: !196)
!198 = !DILocation(line: 91, column: 29, scope: !83)
!199 = !DILocation(line: 46, column: 5, scope: !200, inlinedAt: !208)
!200 = distinct !DISubprogram(name: "mat_print", scope: !2, file: !2, line: 45, type: !201, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !122, !89}
!203 = !{!204, !205, !206}
!204 = !DILocalVariable(name: "lbl", arg: 1, scope: !200, file: !2, line: 45, type: !122)
!205 = !DILocalVariable(name: "a", arg: 2, scope: !200, file: !2, line: 45, type: !89)
!206 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 47, type: !86)
!207 = distinct !DILexicalBlock(scope: !200, file: !2, line: 47, column: 5)
!208 = distinct !DILocation(line: 91, column: 5, scope: !83)
!209 = !DILocation(line: 0, scope: !200, inlinedAt: !208)
!210 = !DILocation(line: 0, scope: !207, inlinedAt: !208)
!211 = !DILocation(line: 48, column: 9, scope: !212, inlinedAt: !208)
!212 = distinct !DILexicalBlock(scope: !207, file: !2, line: 47, column: 5)
!213 = !DILocation(line: 92, column: 5, scope: !83)
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !103)
!216 = !DILocation(line: 94, column: 13, scope: !217)
!217 = distinct !DILexicalBlock(scope: !103, file: !2, line: 93, column: 5)
!218 = !{i64 0, i64 128, !219}
!219 = !{!186, !186, i64 0}
!220 = distinct !DIAssignID()
!221 = !DILocation(line: 46, column: 5, scope: !200, inlinedAt: !222)
!222 = distinct !DILocation(line: 95, column: 5, scope: !83)
!223 = !DILocation(line: 0, scope: !200, inlinedAt: !222)
!224 = !DILocation(line: 0, scope: !207, inlinedAt: !222)
!225 = !DILocation(line: 48, column: 9, scope: !212, inlinedAt: !222)
!226 = !DILocation(line: 96, column: 5, scope: !83)
!227 = !DILocation(line: 97, column: 5, scope: !83)
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 0, scope: !125)
!230 = !DILocation(line: 99, column: 5, scope: !125)
!231 = !DILocation(line: 100, column: 16, scope: !128)
!232 = !DILocation(line: 100, column: 30, scope: !128)
!233 = !DILocation(line: 100, column: 9, scope: !128)
!234 = !DILocation(line: 101, column: 17, scope: !128)
!235 = !DILocation(line: 101, column: 20, scope: !128)
!236 = !{!237, !238, i64 24}
!237 = !{!"record", !186, i64 0, !238, i64 24, !186, i64 28, !239, i64 48, !185, i64 56}
!238 = !{!"int", !186, i64 0}
!239 = !{!"long", !186, i64 0}
!240 = !DILocation(line: 0, scope: !127)
!241 = !DILocation(line: 103, column: 59, scope: !242)
!242 = distinct !DILexicalBlock(scope: !127, file: !2, line: 102, column: 9)
!243 = !DILocation(line: 103, column: 33, scope: !242)
!244 = !DILocation(line: 103, column: 31, scope: !242)
!245 = !{!246, !246, i64 0}
!246 = !{!"short", !186, i64 0}
!247 = !DILocation(line: 103, column: 13, scope: !242)
!248 = !DILocation(line: 0, scope: !149, inlinedAt: !156)
!249 = !DILocation(line: 52, column: 7, scope: !149, inlinedAt: !156)
!250 = !DILocation(line: 0, scope: !154, inlinedAt: !156)
!251 = !DILocation(line: 54, column: 17, scope: !252, inlinedAt: !156)
!252 = distinct !DILexicalBlock(scope: !154, file: !2, line: 53, column: 5)
!253 = !DILocation(line: 54, column: 20, scope: !252, inlinedAt: !156)
!254 = !DILocation(line: 55, column: 13, scope: !149, inlinedAt: !156)
!255 = !DILocation(line: 55, column: 21, scope: !149, inlinedAt: !156)
!256 = !DILocation(line: 104, column: 19, scope: !128)
!257 = !{!239, !239, i64 0}
!258 = !DILocation(line: 99, column: 29, scope: !129)
!259 = !DILocation(line: 99, column: 23, scope: !129)
!260 = distinct !{!260, !230, !261, !262}
!261 = !DILocation(line: 105, column: 5, scope: !125)
!262 = !{!"llvm.loop.mustprogress"}
!263 = !DILocation(line: 0, scope: !131)
!264 = !DILocation(line: 107, column: 90, scope: !265)
!265 = distinct !DILexicalBlock(scope: !131, file: !2, line: 106, column: 5)
!266 = !DILocation(line: 108, column: 24, scope: !265)
!267 = !{!237, !239, i64 48}
!268 = !DILocation(line: 108, column: 39, scope: !265)
!269 = !{!237, !185, i64 56}
!270 = !DILocation(line: 108, column: 52, scope: !265)
!271 = !DILocation(line: 108, column: 44, scope: !265)
!272 = !DILocation(line: 108, column: 63, scope: !265)
!273 = !DILocation(line: 107, column: 9, scope: !265)
!274 = !DILocation(line: 107, column: 68, scope: !265)
!275 = !DILocation(line: 110, column: 5, scope: !83)
!276 = !DILocation(line: 111, column: 5, scope: !83)
!277 = distinct !DIAssignID()
!278 = !DILocation(line: 112, column: 5, scope: !83)
!279 = distinct !DIAssignID()
!280 = !DILocation(line: 113, column: 5, scope: !83)
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 115, column: 12, scope: !83)
!283 = !DILocation(line: 115, column: 47, scope: !83)
!284 = !DILocation(line: 114, column: 5, scope: !83)
!285 = !DILocation(line: 117, column: 5, scope: !83)
!286 = !DILocation(line: 117, column: 26, scope: !83)
!287 = !{i64 0, i64 24, !219, i64 24, i64 4, !288, i64 28, i64 20, !219, i64 48, i64 8, !257, i64 56, i64 8, !184}
!288 = !{!238, !238, i64 0}
!289 = distinct !DIAssignID()
!290 = !DILocation(line: 0, scope: !135)
!291 = !DILocation(line: 119, column: 21, scope: !292)
!292 = distinct !DILexicalBlock(scope: !293, file: !2, line: 119, column: 13)
!293 = distinct !DILexicalBlock(scope: !135, file: !2, line: 118, column: 5)
!294 = !DILocation(line: 119, column: 34, scope: !292)
!295 = !DILocation(line: 119, column: 27, scope: !292)
!296 = !DILocation(line: 119, column: 13, scope: !293)
!297 = !DILocation(line: 66, column: 7, scope: !298, inlinedAt: !309)
!298 = distinct !DISubprogram(name: "block_fill", scope: !2, file: !2, line: 59, type: !299, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !301)
!299 = !DISubroutineType(types: !300)
!300 = !{!137, !144}
!301 = !{!302, !303, !304, !305, !307}
!302 = !DILocalVariable(name: "seed", arg: 1, scope: !298, file: !2, line: 59, type: !144)
!303 = !DILocalVariable(name: "b", scope: !298, file: !2, line: 60, type: !137)
!304 = !DILocalVariable(name: "x", scope: !298, file: !2, line: 61, type: !144)
!305 = !DILocalVariable(name: "i", scope: !306, file: !2, line: 62, type: !86)
!306 = distinct !DILexicalBlock(scope: !298, file: !2, line: 62, column: 5)
!307 = !DILocalVariable(name: "i", scope: !308, file: !2, line: 67, type: !86)
!308 = distinct !DILexicalBlock(scope: !298, file: !2, line: 67, column: 5)
!309 = distinct !DILocation(line: 122, column: 23, scope: !83)
!310 = !DILocation(line: 66, column: 16, scope: !298, inlinedAt: !309)
!311 = !{!312, !238, i64 256}
!312 = !{!"block", !186, i64 0, !238, i64 256}
!313 = !{!314}
!314 = distinct !{!314, !315, !"block_fill: argument 0"}
!315 = distinct !{!315, !"block_fill"}
!316 = distinct !DIAssignID()
!317 = !DILocation(line: 0, scope: !308, inlinedAt: !309)
!318 = !DILocation(line: 67, column: 5, scope: !308, inlinedAt: !309)
!319 = !DILocation(line: 0, scope: !306, inlinedAt: !309)
!320 = !DILocation(line: 0, scope: !298, inlinedAt: !309)
!321 = !DILocation(line: 63, column: 15, scope: !322, inlinedAt: !309)
!322 = distinct !DILexicalBlock(scope: !323, file: !2, line: 62, column: 35)
!323 = distinct !DILexicalBlock(scope: !306, file: !2, line: 62, column: 5)
!324 = !DILocation(line: 63, column: 29, scope: !322, inlinedAt: !309)
!325 = !DILocation(line: 64, column: 39, scope: !322, inlinedAt: !309)
!326 = !DILocation(line: 64, column: 21, scope: !322, inlinedAt: !309)
!327 = !DILocation(line: 64, column: 9, scope: !322, inlinedAt: !309)
!328 = !DILocation(line: 64, column: 19, scope: !322, inlinedAt: !309)
!329 = !DILocation(line: 62, column: 31, scope: !323, inlinedAt: !309)
!330 = !DILocation(line: 62, column: 23, scope: !323, inlinedAt: !309)
!331 = !DILocation(line: 62, column: 5, scope: !306, inlinedAt: !309)
!332 = distinct !{!332, !331, !333, !262}
!333 = !DILocation(line: 65, column: 5, scope: !306, inlinedAt: !309)
!334 = !DILocation(line: 68, column: 40, scope: !335, inlinedAt: !309)
!335 = distinct !DILexicalBlock(scope: !308, file: !2, line: 67, column: 5)
!336 = !DILocation(line: 68, column: 55, scope: !335, inlinedAt: !309)
!337 = !DILocation(line: 68, column: 53, scope: !335, inlinedAt: !309)
!338 = !DILocation(line: 68, column: 20, scope: !335, inlinedAt: !309)
!339 = distinct !DIAssignID()
!340 = !DILocation(line: 67, column: 31, scope: !335, inlinedAt: !309)
!341 = !DILocation(line: 67, column: 23, scope: !335, inlinedAt: !309)
!342 = distinct !{!342, !318, !343, !262}
!343 = !DILocation(line: 68, column: 63, scope: !308, inlinedAt: !309)
!344 = !DILocation(line: 66, column: 7, scope: !298, inlinedAt: !345)
!345 = distinct !DILocation(line: 122, column: 43, scope: !83)
!346 = !DILocation(line: 66, column: 16, scope: !298, inlinedAt: !345)
!347 = !{!348}
!348 = distinct !{!348, !349, !"block_fill: argument 0"}
!349 = distinct !{!349, !"block_fill"}
!350 = distinct !DIAssignID()
!351 = !DILocation(line: 0, scope: !308, inlinedAt: !345)
!352 = !DILocation(line: 67, column: 5, scope: !308, inlinedAt: !345)
!353 = !DILocation(line: 0, scope: !306, inlinedAt: !345)
!354 = !DILocation(line: 0, scope: !298, inlinedAt: !345)
!355 = !DILocation(line: 63, column: 15, scope: !322, inlinedAt: !345)
!356 = !DILocation(line: 63, column: 29, scope: !322, inlinedAt: !345)
!357 = !DILocation(line: 64, column: 39, scope: !322, inlinedAt: !345)
!358 = !DILocation(line: 64, column: 21, scope: !322, inlinedAt: !345)
!359 = !DILocation(line: 64, column: 9, scope: !322, inlinedAt: !345)
!360 = !DILocation(line: 64, column: 19, scope: !322, inlinedAt: !345)
!361 = !DILocation(line: 62, column: 31, scope: !323, inlinedAt: !345)
!362 = !DILocation(line: 62, column: 23, scope: !323, inlinedAt: !345)
!363 = !DILocation(line: 62, column: 5, scope: !306, inlinedAt: !345)
!364 = distinct !{!364, !363, !365, !262}
!365 = !DILocation(line: 65, column: 5, scope: !306, inlinedAt: !345)
!366 = !DILocation(line: 68, column: 40, scope: !335, inlinedAt: !345)
!367 = !DILocation(line: 68, column: 55, scope: !335, inlinedAt: !345)
!368 = !DILocation(line: 68, column: 53, scope: !335, inlinedAt: !345)
!369 = !DILocation(line: 68, column: 20, scope: !335, inlinedAt: !345)
!370 = distinct !DIAssignID()
!371 = !DILocation(line: 67, column: 31, scope: !335, inlinedAt: !345)
!372 = !DILocation(line: 67, column: 23, scope: !335, inlinedAt: !345)
!373 = distinct !{!373, !352, !374, !262}
!374 = !DILocation(line: 68, column: 63, scope: !308, inlinedAt: !345)
!375 = !DILocalVariable(name: "i", scope: !376, file: !2, line: 74, type: !86)
!376 = distinct !DILexicalBlock(scope: !377, file: !2, line: 74, column: 5)
!377 = distinct !DISubprogram(name: "block_verify", scope: !2, file: !2, line: 72, type: !378, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !380)
!378 = !DISubroutineType(types: !379)
!379 = !{!144, !137}
!380 = !{!381, !382, !375}
!381 = !DILocalVariable(name: "b", arg: 1, scope: !377, file: !2, line: 72, type: !137)
!382 = !DILocalVariable(name: "c", scope: !377, file: !2, line: 73, type: !144)
!383 = !DILocation(line: 0, scope: !376, inlinedAt: !384)
!384 = distinct !DILocation(line: 123, column: 73, scope: !83)
!385 = !DILocation(line: 0, scope: !377, inlinedAt: !384)
!386 = !DILocation(line: 75, column: 22, scope: !387, inlinedAt: !384)
!387 = distinct !DILexicalBlock(scope: !376, file: !2, line: 74, column: 5)
!388 = !DILocation(line: 75, column: 28, scope: !387, inlinedAt: !384)
!389 = !DILocation(line: 75, column: 26, scope: !387, inlinedAt: !384)
!390 = !DILocation(line: 74, column: 31, scope: !387, inlinedAt: !384)
!391 = !DILocation(line: 74, column: 23, scope: !387, inlinedAt: !384)
!392 = !DILocation(line: 74, column: 5, scope: !376, inlinedAt: !384)
!393 = distinct !{!393, !392, !394, !262}
!394 = !DILocation(line: 75, column: 36, scope: !376, inlinedAt: !384)
!395 = !DILocation(line: 76, column: 14, scope: !377, inlinedAt: !384)
!396 = !DILocation(line: 72, column: 43, scope: !377, inlinedAt: !397)
!397 = distinct !DILocation(line: 124, column: 25, scope: !83)
!398 = !DILocation(line: 0, scope: !377, inlinedAt: !397)
!399 = !DILocation(line: 0, scope: !376, inlinedAt: !397)
!400 = !DILocation(line: 74, column: 5, scope: !376, inlinedAt: !397)
!401 = !DILocation(line: 75, column: 22, scope: !387, inlinedAt: !397)
!402 = !DILocation(line: 75, column: 28, scope: !387, inlinedAt: !397)
!403 = !DILocation(line: 75, column: 26, scope: !387, inlinedAt: !397)
!404 = !DILocation(line: 74, column: 31, scope: !387, inlinedAt: !397)
!405 = !DILocation(line: 74, column: 23, scope: !387, inlinedAt: !397)
!406 = distinct !{!406, !400, !407, !262}
!407 = !DILocation(line: 75, column: 36, scope: !376, inlinedAt: !397)
!408 = !DILocation(line: 76, column: 14, scope: !377, inlinedAt: !397)
!409 = !DILocation(line: 123, column: 5, scope: !83)
!410 = !DILocation(line: 80, column: 5, scope: !411, inlinedAt: !419)
!411 = distinct !DILexicalBlock(scope: !412, file: !2, line: 80, column: 5)
!412 = distinct !DISubprogram(name: "block_xor", scope: !2, file: !2, line: 79, type: !413, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !415)
!413 = !DISubroutineType(types: !414)
!414 = !{!137, !137, !137}
!415 = !{!416, !417, !418}
!416 = !DILocalVariable(name: "a", arg: 1, scope: !412, file: !2, line: 79, type: !137)
!417 = !DILocalVariable(name: "b", arg: 2, scope: !412, file: !2, line: 79, type: !137)
!418 = !DILocalVariable(name: "i", scope: !411, file: !2, line: 80, type: !86)
!419 = distinct !DILocation(line: 125, column: 22, scope: !83)
!420 = !DILocation(line: 79, column: 44, scope: !412, inlinedAt: !419)
!421 = !DILocation(line: 79, column: 60, scope: !412, inlinedAt: !419)
!422 = !DILocation(line: 0, scope: !411, inlinedAt: !419)
!423 = !DILocation(line: 81, column: 22, scope: !424, inlinedAt: !419)
!424 = distinct !DILexicalBlock(scope: !411, file: !2, line: 80, column: 5)
!425 = !DILocation(line: 81, column: 19, scope: !424, inlinedAt: !419)
!426 = !DILocation(line: 81, column: 9, scope: !424, inlinedAt: !419)
!427 = !DILocation(line: 82, column: 21, scope: !412, inlinedAt: !419)
!428 = !DILocation(line: 82, column: 7, scope: !412, inlinedAt: !419)
!429 = !DILocation(line: 82, column: 16, scope: !412, inlinedAt: !419)
!430 = distinct !DIAssignID()
!431 = !DILocation(line: 72, column: 43, scope: !377, inlinedAt: !432)
!432 = distinct !DILocation(line: 126, column: 75, scope: !83)
!433 = !DILocation(line: 0, scope: !377, inlinedAt: !432)
!434 = !DILocation(line: 0, scope: !376, inlinedAt: !432)
!435 = !DILocation(line: 74, column: 5, scope: !376, inlinedAt: !432)
!436 = !DILocation(line: 75, column: 22, scope: !387, inlinedAt: !432)
!437 = !DILocation(line: 75, column: 28, scope: !387, inlinedAt: !432)
!438 = !DILocation(line: 75, column: 26, scope: !387, inlinedAt: !432)
!439 = !DILocation(line: 74, column: 31, scope: !387, inlinedAt: !432)
!440 = !DILocation(line: 74, column: 23, scope: !387, inlinedAt: !432)
!441 = distinct !{!441, !435, !442, !262}
!442 = !DILocation(line: 75, column: 36, scope: !376, inlinedAt: !432)
!443 = !DILocation(line: 76, column: 14, scope: !377, inlinedAt: !432)
!444 = !DILocation(line: 127, column: 12, scope: !83)
!445 = !DILocation(line: 127, column: 23, scope: !83)
!446 = !DILocation(line: 127, column: 34, scope: !83)
!447 = !DILocation(line: 127, column: 45, scope: !83)
!448 = !DILocation(line: 126, column: 5, scope: !83)
!449 = !DILocation(line: 79, column: 44, scope: !412, inlinedAt: !450)
!450 = distinct !DILocation(line: 128, column: 22, scope: !83)
!451 = !DILocation(line: 79, column: 60, scope: !412, inlinedAt: !450)
!452 = !DILocation(line: 0, scope: !411, inlinedAt: !450)
!453 = !DILocation(line: 81, column: 22, scope: !424, inlinedAt: !450)
!454 = !DILocation(line: 81, column: 19, scope: !424, inlinedAt: !450)
!455 = !DILocation(line: 81, column: 9, scope: !424, inlinedAt: !450)
!456 = distinct !DIAssignID()
!457 = !DILocation(line: 129, column: 42, scope: !83)
!458 = !DILocation(line: 129, column: 81, scope: !83)
!459 = !DILocation(line: 129, column: 5, scope: !83)
!460 = !DILocation(line: 130, column: 5, scope: !83)
!461 = !DILocation(line: 133, column: 1, scope: !83)
!462 = !DILocation(line: 120, column: 20, scope: !292)
!463 = distinct !DIAssignID()
!464 = !DILocation(line: 120, column: 13, scope: !292)
!465 = !DILocation(line: 121, column: 45, scope: !83)
!466 = !DILocation(line: 121, column: 5, scope: !83)
!467 = !DILocation(line: 122, column: 5, scope: !83)
!468 = !DILocation(line: 60, column: 18, scope: !298, inlinedAt: !309)
!469 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 23, type: !470, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !472)
!470 = !DISubroutineType(types: !471)
!471 = !{!89, !89, !89}
!472 = !{!473, !474, !475, !476, !478, !481, !484, !486}
!473 = !DILocalVariable(name: "a", arg: 1, scope: !469, file: !2, line: 23, type: !89)
!474 = !DILocalVariable(name: "b", arg: 2, scope: !469, file: !2, line: 23, type: !89)
!475 = !DILocalVariable(name: "r", scope: !469, file: !2, line: 24, type: !89)
!476 = !DILocalVariable(name: "i", scope: !477, file: !2, line: 25, type: !86)
!477 = distinct !DILexicalBlock(scope: !469, file: !2, line: 25, column: 5)
!478 = !DILocalVariable(name: "j", scope: !479, file: !2, line: 26, type: !86)
!479 = distinct !DILexicalBlock(scope: !480, file: !2, line: 26, column: 9)
!480 = distinct !DILexicalBlock(scope: !477, file: !2, line: 25, column: 5)
!481 = !DILocalVariable(name: "s", scope: !482, file: !2, line: 27, type: !93)
!482 = distinct !DILexicalBlock(scope: !483, file: !2, line: 26, column: 37)
!483 = distinct !DILexicalBlock(scope: !479, file: !2, line: 26, column: 9)
!484 = !DILocalVariable(name: "k", scope: !485, file: !2, line: 28, type: !86)
!485 = distinct !DILexicalBlock(scope: !482, file: !2, line: 28, column: 13)
!486 = !DILocalVariable(name: "t", scope: !487, file: !2, line: 29, type: !93)
!487 = distinct !DILexicalBlock(scope: !488, file: !2, line: 28, column: 41)
!488 = distinct !DILexicalBlock(scope: !485, file: !2, line: 28, column: 13)
!489 = !DILocation(line: 23, column: 46, scope: !469)
!490 = !DILocation(line: 23, column: 64, scope: !469)
!491 = !DILocation(line: 24, column: 20, scope: !469)
!492 = !DILocation(line: 0, scope: !477)
!493 = !DILocation(line: 0, scope: !479)
!494 = !DILocation(line: 0, scope: !485)
!495 = !DILocation(line: 0, scope: !482)
!496 = !DILocation(line: 29, column: 28, scope: !487)
!497 = !DILocation(line: 0, scope: !487)
!498 = !DILocation(line: 29, column: 40, scope: !487)
!499 = !DILocation(line: 29, column: 38, scope: !487)
!500 = !DILocation(line: 30, column: 19, scope: !487)
!501 = !DILocation(line: 32, column: 23, scope: !482)
!502 = !DILocation(line: 32, column: 13, scope: !482)
!503 = !DILocation(line: 34, column: 5, scope: !469)
!504 = !DISubprogram(name: "strcpy", scope: !505, file: !505, line: 141, type: !506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!505 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!506 = !DISubroutineType(types: !507)
!507 = !{!508, !509, !510}
!508 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!509 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !508)
!510 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!511 = !DISubprogram(name: "printf", scope: !512, file: !512, line: 356, type: !513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!513 = !DISubroutineType(types: !514)
!514 = !{!86, !510, null}
