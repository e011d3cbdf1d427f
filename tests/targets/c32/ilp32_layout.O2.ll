; ModuleID = 'ilp32_layout.c'
source_filename = "ilp32_layout.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.cd = type { i8, double }

@.str = private unnamed_addr constant [25 x i8] c"%-20s size %2u align %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"struct cd\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"  offsetof(%s, %s) = %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"d\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [11 x i8] c"struct cll\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [3 x i8] c"ll\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"s\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [13 x i8] c"struct mixed\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [2 x i8] c"n\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [4 x i8] c"big\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [5 x i8] c"name\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [2 x i8] c"l\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [2 x i8] c"f\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [12 x i8] c"struct ptrs\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [2 x i8] c"p\00", align 1, !dbg !59
@.str.16 = private unnamed_addr constant [14 x i8] c"struct withld\00", align 1, !dbg !61
@.str.17 = private unnamed_addr constant [3 x i8] c"ld\00", align 1, !dbg !66
@.str.18 = private unnamed_addr constant [8 x i8] c"union u\00", align 1, !dbg !68
@.str.19 = private unnamed_addr constant [19 x i8] c"struct packed_like\00", align 1, !dbg !73
@.str.20 = private unnamed_addr constant [6 x i8] c"inner\00", align 1, !dbg !78
@.str.21 = private unnamed_addr constant [24 x i8] c"sizeof(long double) %u\0A\00", align 1, !dbg !83
@.str.22 = private unnamed_addr constant [38 x i8] c"array bytes %u step %u checksum %08x\0A\00", align 1, !dbg !88
@.str.23 = private unnamed_addr constant [10 x i8] c"sum %.3f\0A\00", align 1, !dbg !93
@.str.24 = private unnamed_addr constant [5 x i8] c"raw:\00", align 1, !dbg !95
@.str.25 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !97
@.str.27 = private unnamed_addr constant [11 x i8] c"back %.2f\0A\00", align 1, !dbg !99
@.str.28 = private unnamed_addr constant [6 x i8] c"mixed\00", align 1, !dbg !101
@.str.29 = private unnamed_addr constant [36 x i8] c"mixed: %c %.2f %d %llx %s %ld %.1f\0A\00", align 1, !dbg !103
@.str.30 = private unnamed_addr constant [17 x i8] c"mixed big bytes:\00", align 1, !dbg !108
@.str.31 = private unnamed_addr constant [26 x i8] c"union: %08x %08x %016llx\0A\00", align 1, !dbg !113
@.str.32 = private unnamed_addr constant [15 x i8] c"union d %.17g\0A\00", align 1, !dbg !118

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !141 {
  %1 = alloca [5 x %struct.cd], align 4, !DIAssignID !192
    #dbg_assign(i1 undef, !146, !DIExpression(), !192, ptr %1, !DIExpression(), !193)
    #dbg_assign(i1 undef, !166, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !194, ptr undef, !DIExpression(), !193)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i32 noundef 12, i32 noundef 4), !dbg !195
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.3, i32 noundef 4), !dbg !196
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i32 noundef 16, i32 noundef 4), !dbg !197
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, i32 noundef 4), !dbg !198
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.6, i32 noundef 12), !dbg !199
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i32 noundef 36, i32 noundef 4), !dbg !200
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, i32 noundef 4), !dbg !201
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.9, i32 noundef 12), !dbg !202
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.10, i32 noundef 16), !dbg !203
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.11, i32 noundef 24), !dbg !204
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.12, i32 noundef 28), !dbg !205
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.13, i32 noundef 32), !dbg !206
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i32 noundef 16, i32 noundef 4), !dbg !207
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 4), !dbg !208
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.12, i32 noundef 8), !dbg !209
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.3, i32 noundef 12), !dbg !210
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, i32 noundef 16, i32 noundef 4), !dbg !211
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 4), !dbg !212
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, i32 noundef 8, i32 noundef 4), !dbg !213
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, i32 noundef 44, i32 noundef 4), !dbg !214
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.3, i32 noundef 4), !dbg !215
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 20), !dbg !216
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 12), !dbg !217
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %1) #5, !dbg !218
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(60) %1, i8 0, i32 52, i1 false), !dbg !219, !DIAssignID !220
    #dbg_assign(i8 0, !146, !DIExpression(), !220, ptr %1, !DIExpression(), !193)
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 416, 64), !221, ptr undef, !DIExpression(), !193)
    #dbg_value(i32 0, !153, !DIExpression(), !222)
    #dbg_value(i32 0, !153, !DIExpression(), !222)
  store i8 97, ptr %1, align 4, !dbg !223, !tbaa !226
    #dbg_value(i32 1, !153, !DIExpression(), !222)
  %25 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !231
  store i8 98, ptr %25, align 4, !dbg !223, !tbaa !226
  %26 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !232
  store double 1.250000e+00, ptr %26, align 4, !dbg !233, !tbaa !234
    #dbg_value(i32 2, !153, !DIExpression(), !222)
  %27 = getelementptr inbounds i8, ptr %1, i32 24, !dbg !231
  store i8 99, ptr %27, align 4, !dbg !223, !tbaa !226
  %28 = getelementptr inbounds i8, ptr %1, i32 28, !dbg !232
  store double 2.500000e+00, ptr %28, align 4, !dbg !233, !tbaa !234
    #dbg_value(i32 3, !153, !DIExpression(), !222)
  %29 = getelementptr inbounds i8, ptr %1, i32 36, !dbg !231
  store i8 100, ptr %29, align 4, !dbg !223, !tbaa !226
  %30 = getelementptr inbounds i8, ptr %1, i32 40, !dbg !232
  store double 3.750000e+00, ptr %30, align 4, !dbg !233, !tbaa !234
    #dbg_value(i32 4, !153, !DIExpression(), !222)
  %31 = getelementptr inbounds i8, ptr %1, i32 48, !dbg !231
  store i8 101, ptr %31, align 4, !dbg !223, !tbaa !226
  %32 = getelementptr inbounds i8, ptr %1, i32 52, !dbg !232
  store double 5.000000e+00, ptr %32, align 4, !dbg !233, !tbaa !234
    #dbg_value(i32 5, !153, !DIExpression(), !222)
  %33 = getelementptr inbounds i8, ptr %1, i32 2, !dbg !235
  %34 = getelementptr inbounds i8, ptr %1, i32 3, !dbg !235
  %35 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !235
  %36 = getelementptr inbounds i8, ptr %1, i32 5, !dbg !235
  br label %37, !dbg !235

37:                                               ; preds = %37, %0
  %38 = phi i32 [ 0, %0 ], [ %71, %37 ]
  %39 = phi i32 [ -2128831035, %0 ], [ %70, %37 ]
    #dbg_value(i32 %38, !249, !DIExpression(), !251)
    #dbg_value(i32 %39, !248, !DIExpression(), !252)
  %40 = getelementptr inbounds i8, ptr %1, i32 %38, !dbg !253
  %41 = load i8, ptr %40, align 2, !dbg !253, !tbaa !255
  %42 = zext i8 %41 to i32, !dbg !253
  %43 = xor i32 %39, %42, !dbg !256
  %44 = mul i32 %43, 16777619, !dbg !257
    #dbg_value(i32 %44, !248, !DIExpression(), !252)
  %45 = or disjoint i32 %38, 1, !dbg !258
    #dbg_value(i32 %45, !249, !DIExpression(), !251)
  %46 = getelementptr inbounds i8, ptr %1, i32 %45, !dbg !253
  %47 = load i8, ptr %46, align 1, !dbg !253, !tbaa !255
  %48 = zext i8 %47 to i32, !dbg !253
  %49 = xor i32 %44, %48, !dbg !256
  %50 = mul i32 %49, 16777619, !dbg !257
    #dbg_value(i32 %50, !248, !DIExpression(), !252)
    #dbg_value(i32 %38, !249, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !251)
  %51 = getelementptr inbounds i8, ptr %33, i32 %38, !dbg !253
  %52 = load i8, ptr %51, align 2, !dbg !253, !tbaa !255
  %53 = zext i8 %52 to i32, !dbg !253
  %54 = xor i32 %50, %53, !dbg !256
  %55 = mul i32 %54, 16777619, !dbg !257
    #dbg_value(i32 %55, !248, !DIExpression(), !252)
    #dbg_value(i32 %38, !249, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !251)
  %56 = getelementptr inbounds i8, ptr %34, i32 %38, !dbg !253
  %57 = load i8, ptr %56, align 1, !dbg !253, !tbaa !255
  %58 = zext i8 %57 to i32, !dbg !253
  %59 = xor i32 %55, %58, !dbg !256
  %60 = mul i32 %59, 16777619, !dbg !257
    #dbg_value(i32 %60, !248, !DIExpression(), !252)
    #dbg_value(i32 %38, !249, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !251)
  %61 = getelementptr inbounds i8, ptr %35, i32 %38, !dbg !253
  %62 = load i8, ptr %61, align 2, !dbg !253, !tbaa !255
  %63 = zext i8 %62 to i32, !dbg !253
  %64 = xor i32 %60, %63, !dbg !256
  %65 = mul i32 %64, 16777619, !dbg !257
    #dbg_value(i32 %65, !248, !DIExpression(), !252)
    #dbg_value(i32 %38, !249, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !251)
  %66 = getelementptr inbounds i8, ptr %36, i32 %38, !dbg !253
  %67 = load i8, ptr %66, align 1, !dbg !253, !tbaa !255
  %68 = zext i8 %67 to i32, !dbg !253
  %69 = xor i32 %65, %68, !dbg !256
  %70 = mul i32 %69, 16777619, !dbg !257
    #dbg_value(i32 %70, !248, !DIExpression(), !252)
  %71 = add nuw nsw i32 %38, 6, !dbg !258
    #dbg_value(i32 %71, !249, !DIExpression(), !251)
  %72 = icmp eq i32 %71, 60, !dbg !259
  br i1 %72, label %73, label %37, !dbg !235, !llvm.loop !260

73:                                               ; preds = %37
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 60, i32 noundef 12, i32 noundef %70), !dbg !263
    #dbg_value(double 0.000000e+00, !155, !DIExpression(), !193)
    #dbg_value(double 0.000000e+00, !155, !DIExpression(), !193)
    #dbg_value(double 0.000000e+00, !155, !DIExpression(), !193)
    #dbg_value(double 1.250000e+00, !155, !DIExpression(), !193)
    #dbg_value(double 3.750000e+00, !155, !DIExpression(), !193)
    #dbg_value(double 7.500000e+00, !155, !DIExpression(), !193)
    #dbg_value(double 1.250000e+01, !155, !DIExpression(), !193)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, double noundef 1.250000e+01), !dbg !264
    #dbg_value(i32 0, !158, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !193)
    #dbg_value(double -2.500000e+00, !158, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !193)
    #dbg_value(i32 0, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !193)
    #dbg_value(double -2.500000e+00, !159, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !193)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24), !dbg !265
    #dbg_value(i32 0, !161, !DIExpression(), !266)
    #dbg_value(i32 0, !161, !DIExpression(), !266)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 0), !dbg !267
    #dbg_value(i32 1, !161, !DIExpression(), !266)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 0), !dbg !267
    #dbg_value(i32 2, !161, !DIExpression(), !266)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 0), !dbg !267
    #dbg_value(i32 3, !161, !DIExpression(), !266)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 0), !dbg !267
    #dbg_value(i32 4, !161, !DIExpression(), !266)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 0), !dbg !267
    #dbg_value(i32 5, !161, !DIExpression(), !266)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 0), !dbg !267
    #dbg_value(i32 6, !161, !DIExpression(), !266)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 0), !dbg !267
    #dbg_value(i32 7, !161, !DIExpression(), !266)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 0), !dbg !267
    #dbg_value(i32 8, !161, !DIExpression(), !266)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 0), !dbg !267
    #dbg_value(i32 9, !161, !DIExpression(), !266)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 0), !dbg !267
    #dbg_value(i32 10, !161, !DIExpression(), !266)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 4), !dbg !267
    #dbg_value(i32 11, !161, !DIExpression(), !266)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 192), !dbg !267
    #dbg_value(i32 12, !161, !DIExpression(), !266)
  %89 = tail call i32 @putchar(i32 10), !dbg !269
    #dbg_value(double -2.500000e+00, !165, !DIExpression(), !193)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, double noundef -2.500000e+00), !dbg !270
    #dbg_assign(i8 0, !166, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !271, ptr undef, !DIExpression(), !193)
    #dbg_value(i8 109, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !193)
    #dbg_value(double 3.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !193)
    #dbg_value(i32 -7, !166, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !193)
    #dbg_value(i8 -17, !166, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !193)
    #dbg_value(i8 -51, !166, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !193)
    #dbg_value(i8 -85, !166, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !193)
    #dbg_value(i8 -119, !166, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !193)
    #dbg_value(i8 103, !166, !DIExpression(DW_OP_LLVM_fragment, 160, 8), !193)
    #dbg_value(i8 69, !166, !DIExpression(DW_OP_LLVM_fragment, 168, 8), !193)
    #dbg_value(i8 35, !166, !DIExpression(DW_OP_LLVM_fragment, 176, 8), !193)
    #dbg_value(i8 1, !166, !DIExpression(DW_OP_LLVM_fragment, 184, 8), !193)
    #dbg_value(ptr @.str.28, !166, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !193)
    #dbg_value(i32 -123456789, !166, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !193)
    #dbg_value(float 5.000000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !193)
    #dbg_value(i8 109, !179, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !193)
    #dbg_assign(i1 undef, !179, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !272, ptr undef, !DIExpression(), !193)
    #dbg_value(double 3.750000e+00, !179, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !193)
    #dbg_value(i32 -7, !179, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !193)
    #dbg_value(i64 81985529216486895, !179, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !193)
    #dbg_value(ptr @.str.28, !179, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !193)
    #dbg_value(i32 -123456789, !179, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !193)
    #dbg_value(float 5.000000e-01, !179, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !193)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 109, double noundef 3.750000e+00, i32 noundef -7, i64 noundef 81985529216486895, ptr noundef nonnull @.str.28, i32 noundef -123456789, double noundef 5.000000e-01), !dbg !273
    #dbg_value(ptr undef, !180, !DIExpression(), !193)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30), !dbg !274
    #dbg_value(i32 16, !181, !DIExpression(), !275)
    #dbg_value(i32 16, !181, !DIExpression(), !275)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 239), !dbg !276
    #dbg_value(i32 17, !181, !DIExpression(), !275)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 205), !dbg !276
    #dbg_value(i32 18, !181, !DIExpression(), !275)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 171), !dbg !276
    #dbg_value(i32 19, !181, !DIExpression(), !275)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 137), !dbg !276
    #dbg_value(i32 20, !181, !DIExpression(), !275)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 103), !dbg !276
    #dbg_value(i32 21, !181, !DIExpression(), !275)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 69), !dbg !276
    #dbg_value(i32 22, !181, !DIExpression(), !275)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 35), !dbg !276
    #dbg_value(i32 23, !181, !DIExpression(), !275)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 1), !dbg !276
    #dbg_value(i32 24, !181, !DIExpression(), !275)
  %101 = tail call i32 @putchar(i32 10), !dbg !278
    #dbg_value(double 1.000000e+00, !183, !DIExpression(), !193)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 0, i32 noundef 1072693248, i64 noundef 4607182418800017408), !dbg !279
    #dbg_value(double 0xFFFFFFFFFFFFFFFF, !183, !DIExpression(), !193)
    #dbg_value(double 0x3FFFFFFFFFFFFFFF, !183, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !193)
    #dbg_value(double 0x3FF0FFFFFFFFFFFF, !183, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !193)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, double noundef 0x3FF0FFFFFFFFFFFF), !dbg !280
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %1) #5, !dbg !281
  ret i32 0, !dbg !282
}

; Function Attrs: nofree nounwind
declare !dbg !283 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!123}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137, !138, !139}
!llvm.ident = !{!140}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ilp32_layout.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "e920cfe1239f2ba9ace0d58f6cfbf2ff")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 11)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 3)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !16, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 13)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !16, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !16, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 5)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !16, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !16, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 12)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !16, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !26, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 8)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 19)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 6)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 24)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 38)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !47, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !80, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !21, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 119, type: !80, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 36)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 17)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 26)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !120, isLocal: true, isDefinition: true)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 15)
!123 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !124, globals: !129, splitDebugInlining: false, nameTableKind: None)
!124 = !{!125, !4, !126, !127}
!125 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 32)
!128 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!129 = !{!0, !7, !12, !14, !19, !24, !29, !31, !36, !38, !40, !45, !50, !52, !54, !59, !61, !66, !68, !73, !78, !83, !88, !93, !95, !97, !130, !99, !101, !103, !108, !113, !118}
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !16, isLocal: true, isDefinition: true)
!132 = !{i32 1, !"NumRegisterParameters", i32 0}
!133 = !{i32 7, !"Dwarf Version", i32 5}
!134 = !{i32 2, !"Debug Info Version", i32 3}
!135 = !{i32 1, !"wchar_size", i32 4}
!136 = !{i32 8, !"PIC Level", i32 2}
!137 = !{i32 7, !"PIE Level", i32 2}
!138 = !{i32 7, !"uwtable", i32 2}
!139 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!140 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!141 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 61, type: !142, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !123, retainedNodes: !145)
!142 = !DISubroutineType(types: !143)
!143 = !{!144}
!144 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!145 = !{!146, !153, !155, !156, !158, !159, !161, !165, !166, !179, !180, !181, !183}
!146 = !DILocalVariable(name: "arr", scope: !141, file: !2, line: 87, type: !147)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 480, elements: !48)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cd", file: !2, line: 9, size: 96, elements: !149)
!149 = !{!150, !151}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !148, file: !2, line: 10, baseType: !4, size: 8)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !148, file: !2, line: 11, baseType: !152, size: 64, offset: 32)
!152 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 89, type: !144)
!154 = distinct !DILexicalBlock(scope: !141, file: !2, line: 89, column: 3)
!155 = !DILocalVariable(name: "sum", scope: !141, file: !2, line: 95, type: !152)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 96, type: !144)
!157 = distinct !DILexicalBlock(scope: !141, file: !2, line: 96, column: 3)
!158 = !DILocalVariable(name: "one", scope: !141, file: !2, line: 101, type: !148)
!159 = !DILocalVariable(name: "raw", scope: !141, file: !2, line: 103, type: !160)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 96, elements: !57)
!161 = !DILocalVariable(name: "i", scope: !162, file: !2, line: 106, type: !163)
!162 = distinct !DILexicalBlock(scope: !141, file: !2, line: 106, column: 3)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !164, line: 18, baseType: !125)
!164 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!165 = !DILocalVariable(name: "back", scope: !141, file: !2, line: 109, type: !152)
!166 = !DILocalVariable(name: "m", scope: !141, file: !2, line: 113, type: !167)
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 18, size: 288, elements: !168)
!168 = !{!169, !170, !171, !172, !174, !175, !177}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !167, file: !2, line: 19, baseType: !4, size: 8)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !167, file: !2, line: 20, baseType: !152, size: 64, offset: 32)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !167, file: !2, line: 21, baseType: !144, size: 32, offset: 96)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !167, file: !2, line: 22, baseType: !173, size: 64, offset: 128)
!173 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !167, file: !2, line: 23, baseType: !126, size: 32, offset: 192)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !167, file: !2, line: 24, baseType: !176, size: 32, offset: 224)
!176 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !167, file: !2, line: 25, baseType: !178, size: 32, offset: 256)
!178 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!179 = !DILocalVariable(name: "copy", scope: !141, file: !2, line: 122, type: !167)
!180 = !DILocalVariable(name: "mb", scope: !141, file: !2, line: 126, type: !127)
!181 = !DILocalVariable(name: "i", scope: !182, file: !2, line: 128, type: !163)
!182 = distinct !DILexicalBlock(scope: !141, file: !2, line: 128, column: 3)
!183 = !DILocalVariable(name: "v", scope: !141, file: !2, line: 132, type: !184)
!184 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !2, line: 37, size: 64, elements: !185)
!185 = !{!186, !187, !188, !190}
!186 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !184, file: !2, line: 38, baseType: !152, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "ll", scope: !184, file: !2, line: 39, baseType: !173, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !184, file: !2, line: 40, baseType: !189, size: 64)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 64, elements: !71)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "words", scope: !184, file: !2, line: 41, baseType: !191, size: 64)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 64, elements: !17)
!192 = distinct !DIAssignID()
!193 = !DILocation(line: 0, scope: !141)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 62, column: 3, scope: !141)
!196 = !DILocation(line: 63, column: 3, scope: !141)
!197 = !DILocation(line: 64, column: 3, scope: !141)
!198 = !DILocation(line: 65, column: 3, scope: !141)
!199 = !DILocation(line: 66, column: 3, scope: !141)
!200 = !DILocation(line: 67, column: 3, scope: !141)
!201 = !DILocation(line: 68, column: 3, scope: !141)
!202 = !DILocation(line: 69, column: 3, scope: !141)
!203 = !DILocation(line: 70, column: 3, scope: !141)
!204 = !DILocation(line: 71, column: 3, scope: !141)
!205 = !DILocation(line: 72, column: 3, scope: !141)
!206 = !DILocation(line: 73, column: 3, scope: !141)
!207 = !DILocation(line: 74, column: 3, scope: !141)
!208 = !DILocation(line: 75, column: 3, scope: !141)
!209 = !DILocation(line: 76, column: 3, scope: !141)
!210 = !DILocation(line: 77, column: 3, scope: !141)
!211 = !DILocation(line: 78, column: 3, scope: !141)
!212 = !DILocation(line: 79, column: 3, scope: !141)
!213 = !DILocation(line: 80, column: 3, scope: !141)
!214 = !DILocation(line: 81, column: 3, scope: !141)
!215 = !DILocation(line: 82, column: 3, scope: !141)
!216 = !DILocation(line: 83, column: 3, scope: !141)
!217 = !DILocation(line: 84, column: 3, scope: !141)
!218 = !DILocation(line: 87, column: 3, scope: !141)
!219 = !DILocation(line: 88, column: 3, scope: !141)
!220 = distinct !DIAssignID()
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 0, scope: !154)
!223 = !DILocation(line: 90, column: 14, scope: !224)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 89, column: 31)
!225 = distinct !DILexicalBlock(scope: !154, file: !2, line: 89, column: 3)
!226 = !{!227, !228, i64 0}
!227 = !{!"cd", !228, i64 0, !230, i64 4}
!228 = !{!"omnipotent char", !229, i64 0}
!229 = !{!"Simple C/C++ TBAA"}
!230 = !{!"double", !228, i64 0}
!231 = !DILocation(line: 90, column: 5, scope: !224)
!232 = !DILocation(line: 91, column: 12, scope: !224)
!233 = !DILocation(line: 91, column: 14, scope: !224)
!234 = !{!227, !230, i64 4}
!235 = !DILocation(line: 56, column: 3, scope: !236, inlinedAt: !250)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 56, column: 3)
!237 = distinct !DISubprogram(name: "checksum", scope: !2, file: !2, line: 53, type: !238, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !123, retainedNodes: !242)
!238 = !DISubroutineType(types: !239)
!239 = !{!125, !240, !163}
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 32)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!242 = !{!243, !244, !245, !248, !249}
!243 = !DILocalVariable(name: "p", arg: 1, scope: !237, file: !2, line: 53, type: !240)
!244 = !DILocalVariable(name: "n", arg: 2, scope: !237, file: !2, line: 53, type: !163)
!245 = !DILocalVariable(name: "b", scope: !237, file: !2, line: 54, type: !246)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 32)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !128)
!248 = !DILocalVariable(name: "h", scope: !237, file: !2, line: 55, type: !125)
!249 = !DILocalVariable(name: "i", scope: !236, file: !2, line: 56, type: !163)
!250 = distinct !DILocation(line: 94, column: 57, scope: !141)
!251 = !DILocation(line: 0, scope: !236, inlinedAt: !250)
!252 = !DILocation(line: 0, scope: !237, inlinedAt: !250)
!253 = !DILocation(line: 57, column: 14, scope: !254, inlinedAt: !250)
!254 = distinct !DILexicalBlock(scope: !236, file: !2, line: 56, column: 3)
!255 = !{!228, !228, i64 0}
!256 = !DILocation(line: 57, column: 12, scope: !254, inlinedAt: !250)
!257 = !DILocation(line: 57, column: 20, scope: !254, inlinedAt: !250)
!258 = !DILocation(line: 56, column: 30, scope: !254, inlinedAt: !250)
!259 = !DILocation(line: 56, column: 24, scope: !254, inlinedAt: !250)
!260 = distinct !{!260, !235, !261, !262}
!261 = !DILocation(line: 57, column: 22, scope: !236, inlinedAt: !250)
!262 = !{!"llvm.loop.mustprogress"}
!263 = !DILocation(line: 93, column: 3, scope: !141)
!264 = !DILocation(line: 98, column: 3, scope: !141)
!265 = !DILocation(line: 105, column: 3, scope: !141)
!266 = !DILocation(line: 0, scope: !162)
!267 = !DILocation(line: 107, column: 5, scope: !268)
!268 = distinct !DILexicalBlock(scope: !162, file: !2, line: 106, column: 3)
!269 = !DILocation(line: 108, column: 3, scope: !141)
!270 = !DILocation(line: 111, column: 3, scope: !141)
!271 = distinct !DIAssignID()
!272 = distinct !DIAssignID()
!273 = !DILocation(line: 124, column: 3, scope: !141)
!274 = !DILocation(line: 127, column: 3, scope: !141)
!275 = !DILocation(line: 0, scope: !182)
!276 = !DILocation(line: 129, column: 5, scope: !277)
!277 = distinct !DILexicalBlock(scope: !182, file: !2, line: 128, column: 3)
!278 = !DILocation(line: 130, column: 3, scope: !141)
!279 = !DILocation(line: 134, column: 3, scope: !141)
!280 = !DILocation(line: 138, column: 3, scope: !141)
!281 = !DILocation(line: 140, column: 1, scope: !141)
!282 = !DILocation(line: 139, column: 3, scope: !141)
!283 = !DISubprogram(name: "printf", scope: !284, file: !284, line: 356, type: !285, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!285 = !DISubroutineType(types: !286)
!286 = !{!144, !287, null}
!287 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !288)
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 32)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
