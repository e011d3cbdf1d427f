; ModuleID = 'qsort_bsearch.c'
source_filename = "qsort_bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.person = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"bsearch %d: found, value at hit %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"bsearch %d: absent\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"desc: %d %d %d ... %d\0A\00", align 1
@__const.main.people = private unnamed_addr constant [8 x %struct.person] [%struct.person { [12 x i8] c"mallory\00\00\00\00\00", i32 31, double 5.550000e+01 }, %struct.person { [12 x i8] c"alice\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 25, double 7.825000e+01 }, %struct.person { [12 x i8] c"carol\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"dave\00\00\00\00\00\00\00\00", i32 41, double 6.000000e+01 }, %struct.person { [12 x i8] c"erin\00\00\00\00\00\00\00\00", i32 25, double 8.500000e+01 }, %struct.person { [12 x i8] c"frank\00\00\00\00\00\00\00", i32 19, double 7.825000e+01 }, %struct.person { [12 x i8] c"grace\00\00\00\00\00\00\00", i32 30, double 9.950000e+01 }], align 16
@.str.5 = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"%s(%.2f) \00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"carol\00", align 1
@.str.8 = private unnamed_addr constant [27 x i8] c"bsearch person: %s at %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"none\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"Apple\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"apples\00", align 1
@.str.18 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"zucchini\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@__const.main.words = private unnamed_addr constant [11 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.20, i32 0, i32 0)], align 16
@.str.21 = private unnamed_addr constant [6 x i8] c"'%s' \00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@.str.23 = private unnamed_addr constant [16 x i8] c"find '%s': %ld\0A\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"%.2f \00", align 1
@__const.main.s = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 16
@.str.25 = private unnamed_addr constant [20 x i8] c"sorted chars: '%s'\0A\00", align 1
@.str.26 = private unnamed_addr constant [34 x i8] c"bsearch in empty: %d, in one: %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !31 {
  %1 = alloca [40 x i32], align 16
  %2 = alloca [10 x i32], align 16
  %3 = alloca [8 x %struct.person], align 16
  %4 = alloca %struct.person, align 8
  %5 = alloca [11 x i8*], align 16
  %6 = alloca [12 x double], align 16
  %7 = alloca [44 x i8], align 16
  %8 = bitcast [40 x i32]* %1 to i8*, !dbg !105
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %8) #12, !dbg !105
  call void @llvm.dbg.declare(metadata [40 x i32]* %1, metadata !35, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 7, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !108
  br label %10, !dbg !109

9:                                                ; preds = %10
  call void @qsort(i8* noundef nonnull %8, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_int) #12, !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !111
  br label %48, !dbg !112

10:                                               ; preds = %10, %0
  %11 = phi i64 [ 0, %0 ], [ %30, %10 ]
  %12 = phi i32 [ 7, %0 ], [ %23, %10 ]
  call void @llvm.dbg.value(metadata i32 %12, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %11, metadata !41, metadata !DIExpression()), !dbg !108
  %13 = mul i32 %12, 1103515245, !dbg !113
  %14 = add i32 %13, 12345, !dbg !116
  call void @llvm.dbg.value(metadata i32 %14, metadata !39, metadata !DIExpression()), !dbg !107
  %15 = lshr i32 %14, 16, !dbg !117
  %16 = trunc i32 %15 to i16, !dbg !118
  %17 = urem i16 %16, 201, !dbg !118
  %18 = zext i16 %17 to i32, !dbg !118
  %19 = add nsw i32 %18, -100, !dbg !119
  %20 = getelementptr inbounds [40 x i32], [40 x i32]* %1, i64 0, i64 %11, !dbg !120
  store i32 %19, i32* %20, align 8, !dbg !121, !tbaa !122
  %21 = or i64 %11, 1, !dbg !126
  call void @llvm.dbg.value(metadata i64 %21, metadata !41, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %14, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %21, metadata !41, metadata !DIExpression()), !dbg !108
  %22 = mul i32 %14, 1103515245, !dbg !113
  %23 = add i32 %22, 12345, !dbg !116
  call void @llvm.dbg.value(metadata i32 %23, metadata !39, metadata !DIExpression()), !dbg !107
  %24 = lshr i32 %23, 16, !dbg !117
  %25 = trunc i32 %24 to i16, !dbg !118
  %26 = urem i16 %25, 201, !dbg !118
  %27 = zext i16 %26 to i32, !dbg !118
  %28 = add nsw i32 %27, -100, !dbg !119
  %29 = getelementptr inbounds [40 x i32], [40 x i32]* %1, i64 0, i64 %21, !dbg !120
  store i32 %28, i32* %29, align 4, !dbg !121, !tbaa !122
  %30 = add nuw nsw i64 %11, 2, !dbg !126
  call void @llvm.dbg.value(metadata i64 %30, metadata !41, metadata !DIExpression()), !dbg !108
  %31 = icmp eq i64 %30, 40, !dbg !127
  br i1 %31, label %9, label %10, !dbg !109, !llvm.loop !128

32:                                               ; preds = %48
  %33 = getelementptr inbounds [40 x i32], [40 x i32]* %1, i64 0, i64 0, !dbg !131
  %34 = call i32 @putchar(i32 10), !dbg !132
  %35 = bitcast [10 x i32]* %2 to i8*, !dbg !133
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %35) #12, !dbg !133
  call void @llvm.dbg.declare(metadata [10 x i32]* %2, metadata !45, metadata !DIExpression()), !dbg !134
  %36 = bitcast [10 x i32]* %2 to <4 x i32>*, !dbg !135
  store <4 x i32> <i32 -100, i32 -50, i32 0, i32 3>, <4 x i32>* %36, align 16, !dbg !135, !tbaa !122
  %37 = getelementptr inbounds [10 x i32], [10 x i32]* %2, i64 0, i64 4, !dbg !135
  store i32 17, i32* %37, align 16, !dbg !135, !tbaa !122
  %38 = getelementptr inbounds [10 x i32], [10 x i32]* %2, i64 0, i64 5, !dbg !135
  store i32 99, i32* %38, align 4, !dbg !135, !tbaa !122
  %39 = getelementptr inbounds [10 x i32], [10 x i32]* %2, i64 0, i64 6, !dbg !135
  store i32 100, i32* %39, align 8, !dbg !135, !tbaa !122
  %40 = getelementptr inbounds [10 x i32], [10 x i32]* %2, i64 0, i64 7, !dbg !135
  %41 = load i32, i32* %33, align 16, !dbg !136, !tbaa !122
  store i32 %41, i32* %40, align 4, !dbg !135, !tbaa !122
  %42 = getelementptr inbounds [10 x i32], [10 x i32]* %2, i64 0, i64 8, !dbg !135
  %43 = getelementptr inbounds [40 x i32], [40 x i32]* %1, i64 0, i64 39, !dbg !137
  %44 = load i32, i32* %43, align 4, !dbg !137, !tbaa !122
  store i32 %44, i32* %42, align 16, !dbg !135, !tbaa !122
  %45 = getelementptr inbounds [10 x i32], [10 x i32]* %2, i64 0, i64 9, !dbg !135
  %46 = getelementptr inbounds [40 x i32], [40 x i32]* %1, i64 0, i64 20, !dbg !138
  %47 = load i32, i32* %46, align 16, !dbg !138, !tbaa !122
  store i32 %47, i32* %45, align 4, !dbg !135, !tbaa !122
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !139
  br label %63, !dbg !140

48:                                               ; preds = %9, %48
  %49 = phi i64 [ 0, %9 ], [ %53, %48 ]
  call void @llvm.dbg.value(metadata i64 %49, metadata !43, metadata !DIExpression()), !dbg !111
  %50 = getelementptr inbounds [40 x i32], [40 x i32]* %1, i64 0, i64 %49, !dbg !141
  %51 = load i32, i32* %50, align 4, !dbg !141, !tbaa !122
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %51), !dbg !143
  %53 = add nuw nsw i64 %49, 1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %53, metadata !43, metadata !DIExpression()), !dbg !111
  %54 = icmp eq i64 %53, 40, !dbg !145
  br i1 %54, label %32, label %48, !dbg !112, !llvm.loop !146

55:                                               ; preds = %91
  call void @qsort(i8* noundef nonnull %8, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_int_desc) #12, !dbg !148
  %56 = load i32, i32* %33, align 16, !dbg !149, !tbaa !122
  %57 = getelementptr inbounds [40 x i32], [40 x i32]* %1, i64 0, i64 1, !dbg !150
  %58 = load i32, i32* %57, align 4, !dbg !150, !tbaa !122
  %59 = getelementptr inbounds [40 x i32], [40 x i32]* %1, i64 0, i64 2, !dbg !151
  %60 = load i32, i32* %59, align 8, !dbg !151, !tbaa !122
  %61 = load i32, i32* %43, align 4, !dbg !152, !tbaa !122
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.4, i64 0, i64 0), i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %61), !dbg !153
  call void @qsort(i8* noundef nonnull %8, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_abs_then_value) #12, !dbg !154
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !155
  br label %159, !dbg !156

63:                                               ; preds = %94, %32
  %64 = phi i32 [ -100, %32 ], [ %96, %94 ]
  %65 = phi i64 [ 0, %32 ], [ %92, %94 ]
  call void @llvm.dbg.value(metadata i64 %65, metadata !49, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata !DIArgList([10 x i32]* %2, i64 %65), metadata !157, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #12, !dbg !177
  call void @llvm.dbg.value(metadata i8* %8, metadata !168, metadata !DIExpression()) #12, !dbg !177
  call void @llvm.dbg.value(metadata i64 40, metadata !169, metadata !DIExpression()) #12, !dbg !177
  call void @llvm.dbg.value(metadata i64 4, metadata !170, metadata !DIExpression()) #12, !dbg !177
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp_int, metadata !171, metadata !DIExpression()) #12, !dbg !177
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !177
  call void @llvm.dbg.value(metadata i64 40, metadata !173, metadata !DIExpression()) #12, !dbg !177
  br label %66

66:                                               ; preds = %83, %63
  %67 = phi i64 [ %85, %83 ], [ 0, %63 ]
  %68 = phi i64 [ %84, %83 ], [ 40, %63 ]
  call void @llvm.dbg.value(metadata i64 %67, metadata !172, metadata !DIExpression()) #12, !dbg !177
  call void @llvm.dbg.value(metadata i64 %68, metadata !173, metadata !DIExpression()) #12, !dbg !177
  %69 = add i64 %68, %67, !dbg !179
  %70 = lshr i64 %69, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %70, metadata !174, metadata !DIExpression()) #12, !dbg !177
  %71 = getelementptr [40 x i32], [40 x i32]* %1, i64 0, i64 %70, !dbg !182
  call void @llvm.dbg.value(metadata i32* %71, metadata !175, metadata !DIExpression()) #12, !dbg !177
  call void @llvm.dbg.value(metadata !DIArgList([10 x i32]* %2, i64 %65), metadata !183, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !189
  call void @llvm.dbg.value(metadata i32* %71, metadata !186, metadata !DIExpression()), !dbg !189
  call void @llvm.dbg.value(metadata i32 %64, metadata !187, metadata !DIExpression()), !dbg !189
  %72 = load i32, i32* %71, align 4, !dbg !191, !tbaa !122
  call void @llvm.dbg.value(metadata i32 %72, metadata !188, metadata !DIExpression()), !dbg !189
  %73 = icmp sgt i32 %64, %72, !dbg !192
  %74 = zext i1 %73 to i32, !dbg !192
  %75 = icmp slt i32 %64, %72, !dbg !193
  %76 = sext i1 %75 to i32, !dbg !193
  %77 = add nsw i32 %76, %74, !dbg !194
  call void @llvm.dbg.value(metadata i32 %77, metadata !176, metadata !DIExpression()) #12, !dbg !177
  %78 = icmp slt i32 %77, 0, !dbg !195
  br i1 %78, label %83, label %79, !dbg !197

79:                                               ; preds = %66
  %80 = icmp eq i32 %77, 0, !dbg !198
  br i1 %80, label %87, label %81, !dbg !200

81:                                               ; preds = %79
  %82 = add nuw i64 %70, 1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %82, metadata !172, metadata !DIExpression()) #12, !dbg !177
  br label %83

83:                                               ; preds = %81, %66
  %84 = phi i64 [ %68, %81 ], [ %70, %66 ], !dbg !177
  %85 = phi i64 [ %82, %81 ], [ %67, %66 ], !dbg !177
  call void @llvm.dbg.value(metadata i64 %85, metadata !172, metadata !DIExpression()) #12, !dbg !177
  call void @llvm.dbg.value(metadata i64 %84, metadata !173, metadata !DIExpression()) #12, !dbg !177
  %86 = icmp ult i64 %85, %84, !dbg !202
  br i1 %86, label %66, label %89, !dbg !203, !llvm.loop !204

87:                                               ; preds = %79
  call void @llvm.dbg.value(metadata i32* %71, metadata !51, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32* %71, metadata !51, metadata !DIExpression()), !dbg !206
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.2, i64 0, i64 0), i32 noundef %64, i32 noundef %72), !dbg !207
  br label %91, !dbg !207

89:                                               ; preds = %83
  call void @llvm.dbg.value(metadata i32* undef, metadata !51, metadata !DIExpression()), !dbg !206
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef %64), !dbg !209
  br label %91

91:                                               ; preds = %89, %87
  %92 = add nuw nsw i64 %65, 1, !dbg !210
  call void @llvm.dbg.value(metadata i64 %92, metadata !49, metadata !DIExpression()), !dbg !139
  %93 = icmp eq i64 %92, 10, !dbg !211
  br i1 %93, label %55, label %94, !dbg !140, !llvm.loop !212

94:                                               ; preds = %91
  %95 = getelementptr inbounds [10 x i32], [10 x i32]* %2, i64 0, i64 %92
  %96 = load i32, i32* %95, align 4, !tbaa !122
  br label %63, !dbg !140

97:                                               ; preds = %159
  %98 = call i32 @putchar(i32 10), !dbg !214
  %99 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 0, i32 0, i64 0, !dbg !215
  call void @llvm.lifetime.start.p0i8(i64 192, i8* nonnull %99) #12, !dbg !215
  call void @llvm.dbg.declare(metadata [8 x %struct.person]* %3, metadata !57, metadata !DIExpression()), !dbg !216
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(192) %99, i8* noundef nonnull align 16 dereferenceable(192) getelementptr inbounds ([8 x %struct.person], [8 x %struct.person]* @__const.main.people, i64 0, i64 0, i32 0, i64 0), i64 192, i1 false), !dbg !216
  call void @llvm.dbg.value(metadata i32 8, metadata !69, metadata !DIExpression()), !dbg !107
  call void @qsort(i8* noundef nonnull %99, i64 noundef 8, i64 noundef 24, i32 (i8*, i8*)* noundef nonnull @cmp_person_age) #12, !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 0, metadata !70, metadata !DIExpression()), !dbg !218
  %100 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 0, i32 1, !dbg !219
  %101 = load i32, i32* %100, align 4, !dbg !219, !tbaa !221
  %102 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %99, i32 noundef %101), !dbg !224
  call void @llvm.dbg.value(metadata i64 1, metadata !70, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 1, metadata !70, metadata !DIExpression()), !dbg !218
  %103 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 1, i32 0, i64 0, !dbg !225
  %104 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 1, i32 1, !dbg !219
  %105 = load i32, i32* %104, align 4, !dbg !219, !tbaa !221
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %103, i32 noundef %105), !dbg !224
  call void @llvm.dbg.value(metadata i64 2, metadata !70, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 2, metadata !70, metadata !DIExpression()), !dbg !218
  %107 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 2, i32 0, i64 0, !dbg !225
  %108 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 2, i32 1, !dbg !219
  %109 = load i32, i32* %108, align 4, !dbg !219, !tbaa !221
  %110 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %107, i32 noundef %109), !dbg !224
  call void @llvm.dbg.value(metadata i64 3, metadata !70, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 3, metadata !70, metadata !DIExpression()), !dbg !218
  %111 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 3, i32 0, i64 0, !dbg !225
  %112 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 3, i32 1, !dbg !219
  %113 = load i32, i32* %112, align 4, !dbg !219, !tbaa !221
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %111, i32 noundef %113), !dbg !224
  call void @llvm.dbg.value(metadata i64 4, metadata !70, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 4, metadata !70, metadata !DIExpression()), !dbg !218
  %115 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 4, i32 0, i64 0, !dbg !225
  %116 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 4, i32 1, !dbg !219
  %117 = load i32, i32* %116, align 4, !dbg !219, !tbaa !221
  %118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %115, i32 noundef %117), !dbg !224
  call void @llvm.dbg.value(metadata i64 5, metadata !70, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 5, metadata !70, metadata !DIExpression()), !dbg !218
  %119 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 5, i32 0, i64 0, !dbg !225
  %120 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 5, i32 1, !dbg !219
  %121 = load i32, i32* %120, align 4, !dbg !219, !tbaa !221
  %122 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %119, i32 noundef %121), !dbg !224
  call void @llvm.dbg.value(metadata i64 6, metadata !70, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 6, metadata !70, metadata !DIExpression()), !dbg !218
  %123 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 6, i32 0, i64 0, !dbg !225
  %124 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 6, i32 1, !dbg !219
  %125 = load i32, i32* %124, align 4, !dbg !219, !tbaa !221
  %126 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %123, i32 noundef %125), !dbg !224
  call void @llvm.dbg.value(metadata i64 7, metadata !70, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 7, metadata !70, metadata !DIExpression()), !dbg !218
  %127 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 7, i32 0, i64 0, !dbg !225
  %128 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 7, i32 1, !dbg !219
  %129 = load i32, i32* %128, align 4, !dbg !219, !tbaa !221
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %127, i32 noundef %129), !dbg !224
  call void @llvm.dbg.value(metadata i64 8, metadata !70, metadata !DIExpression()), !dbg !218
  %131 = call i32 @putchar(i32 10), !dbg !226
  call void @qsort(i8* noundef nonnull %99, i64 noundef 8, i64 noundef 24, i32 (i8*, i8*)* noundef nonnull @cmp_person_score) #12, !dbg !227
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 0, metadata !72, metadata !DIExpression()), !dbg !228
  %132 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 0, i32 2, !dbg !229
  %133 = load double, double* %132, align 16, !dbg !229, !tbaa !231
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %99, double noundef %133), !dbg !232
  call void @llvm.dbg.value(metadata i64 1, metadata !72, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 1, metadata !72, metadata !DIExpression()), !dbg !228
  %135 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 1, i32 2, !dbg !229
  %136 = load double, double* %135, align 8, !dbg !229, !tbaa !231
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %103, double noundef %136), !dbg !232
  call void @llvm.dbg.value(metadata i64 2, metadata !72, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 2, metadata !72, metadata !DIExpression()), !dbg !228
  %138 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 2, i32 2, !dbg !229
  %139 = load double, double* %138, align 16, !dbg !229, !tbaa !231
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %107, double noundef %139), !dbg !232
  call void @llvm.dbg.value(metadata i64 3, metadata !72, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 3, metadata !72, metadata !DIExpression()), !dbg !228
  %141 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 3, i32 2, !dbg !229
  %142 = load double, double* %141, align 8, !dbg !229, !tbaa !231
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %111, double noundef %142), !dbg !232
  call void @llvm.dbg.value(metadata i64 4, metadata !72, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 4, metadata !72, metadata !DIExpression()), !dbg !228
  %144 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 4, i32 2, !dbg !229
  %145 = load double, double* %144, align 16, !dbg !229, !tbaa !231
  %146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %115, double noundef %145), !dbg !232
  call void @llvm.dbg.value(metadata i64 5, metadata !72, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 5, metadata !72, metadata !DIExpression()), !dbg !228
  %147 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 5, i32 2, !dbg !229
  %148 = load double, double* %147, align 8, !dbg !229, !tbaa !231
  %149 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %119, double noundef %148), !dbg !232
  call void @llvm.dbg.value(metadata i64 6, metadata !72, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 6, metadata !72, metadata !DIExpression()), !dbg !228
  %150 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 6, i32 2, !dbg !229
  %151 = load double, double* %150, align 16, !dbg !229, !tbaa !231
  %152 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %123, double noundef %151), !dbg !232
  call void @llvm.dbg.value(metadata i64 7, metadata !72, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 7, metadata !72, metadata !DIExpression()), !dbg !228
  %153 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 7, i32 2, !dbg !229
  %154 = load double, double* %153, align 8, !dbg !229, !tbaa !231
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %127, double noundef %154), !dbg !232
  call void @llvm.dbg.value(metadata i64 8, metadata !72, metadata !DIExpression()), !dbg !228
  %156 = call i32 @putchar(i32 10), !dbg !233
  %157 = getelementptr inbounds %struct.person, %struct.person* %4, i64 0, i32 0, i64 0, !dbg !234
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %157) #12, !dbg !234
  call void @llvm.dbg.declare(metadata %struct.person* %4, metadata !74, metadata !DIExpression()), !dbg !235
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(6) %157, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0), i64 6, i1 false) #12, !dbg !236
  %158 = getelementptr inbounds %struct.person, %struct.person* %4, i64 0, i32 2, !dbg !237
  store double 9.100000e+01, double* %158, align 8, !dbg !238, !tbaa !231
  call void @llvm.dbg.value(metadata i8* %157, metadata !157, metadata !DIExpression()) #12, !dbg !239
  call void @llvm.dbg.value(metadata i8* %99, metadata !168, metadata !DIExpression()) #12, !dbg !239
  call void @llvm.dbg.value(metadata i64 8, metadata !169, metadata !DIExpression()) #12, !dbg !239
  call void @llvm.dbg.value(metadata i64 24, metadata !170, metadata !DIExpression()) #12, !dbg !239
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp_person_score, metadata !171, metadata !DIExpression()) #12, !dbg !239
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !239
  call void @llvm.dbg.value(metadata i64 8, metadata !173, metadata !DIExpression()) #12, !dbg !239
  br label %166

159:                                              ; preds = %55, %159
  %160 = phi i64 [ 0, %55 ], [ %164, %159 ]
  call void @llvm.dbg.value(metadata i64 %160, metadata !55, metadata !DIExpression()), !dbg !155
  %161 = getelementptr inbounds [40 x i32], [40 x i32]* %1, i64 0, i64 %160, !dbg !241
  %162 = load i32, i32* %161, align 4, !dbg !241, !tbaa !122
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %162), !dbg !243
  %164 = add nuw nsw i64 %160, 1, !dbg !244
  call void @llvm.dbg.value(metadata i64 %164, metadata !55, metadata !DIExpression()), !dbg !155
  %165 = icmp eq i64 %164, 40, !dbg !245
  br i1 %165, label %97, label %159, !dbg !156, !llvm.loop !246

166:                                              ; preds = %186, %97
  %167 = phi i64 [ %188, %186 ], [ 0, %97 ]
  %168 = phi i64 [ %187, %186 ], [ 8, %97 ]
  call void @llvm.dbg.value(metadata i64 %167, metadata !172, metadata !DIExpression()) #12, !dbg !239
  call void @llvm.dbg.value(metadata i64 %168, metadata !173, metadata !DIExpression()) #12, !dbg !239
  %169 = add i64 %168, %167, !dbg !248
  %170 = lshr i64 %169, 1, !dbg !249
  call void @llvm.dbg.value(metadata i64 %170, metadata !174, metadata !DIExpression()) #12, !dbg !239
  %171 = mul i64 %170, 24, !dbg !250
  %172 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %3, i64 0, i64 0, i32 0, i64 %171, !dbg !251
  call void @llvm.dbg.value(metadata i8* %172, metadata !175, metadata !DIExpression()) #12, !dbg !239
  call void @llvm.dbg.value(metadata i8* %157, metadata !252, metadata !DIExpression()) #12, !dbg !260
  call void @llvm.dbg.value(metadata i8* %172, metadata !255, metadata !DIExpression()) #12, !dbg !260
  call void @llvm.dbg.value(metadata i8* %157, metadata !256, metadata !DIExpression()) #12, !dbg !260
  call void @llvm.dbg.value(metadata i8* %172, metadata !259, metadata !DIExpression()) #12, !dbg !260
  %173 = getelementptr inbounds i8, i8* %172, i64 16, !dbg !262
  %174 = bitcast i8* %173 to double*, !dbg !262
  %175 = load double, double* %174, align 8, !dbg !262, !tbaa !231
  %176 = fcmp ogt double %175, 9.100000e+01, !dbg !264
  br i1 %176, label %184, label %177, !dbg !265

177:                                              ; preds = %166
  %178 = fcmp olt double %175, 9.100000e+01, !dbg !266
  br i1 %178, label %186, label %179, !dbg !268

179:                                              ; preds = %177
  %180 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %157, i8* noundef nonnull dereferenceable(1) %172) #13, !dbg !269
  call void @llvm.dbg.value(metadata i32 %180, metadata !176, metadata !DIExpression()) #12, !dbg !239
  %181 = icmp slt i32 %180, 0, !dbg !270
  br i1 %181, label %186, label %182, !dbg !271

182:                                              ; preds = %179
  %183 = icmp eq i32 %180, 0, !dbg !272
  br i1 %183, label %190, label %184, !dbg !273

184:                                              ; preds = %166, %182
  %185 = add nuw i64 %170, 1, !dbg !274
  call void @llvm.dbg.value(metadata i64 %185, metadata !172, metadata !DIExpression()) #12, !dbg !239
  br label %186

186:                                              ; preds = %177, %184, %179
  %187 = phi i64 [ %168, %184 ], [ %170, %179 ], [ %170, %177 ], !dbg !239
  %188 = phi i64 [ %185, %184 ], [ %167, %179 ], [ %167, %177 ], !dbg !239
  call void @llvm.dbg.value(metadata i64 %188, metadata !172, metadata !DIExpression()) #12, !dbg !239
  call void @llvm.dbg.value(metadata i64 %187, metadata !173, metadata !DIExpression()) #12, !dbg !239
  %189 = icmp ult i64 %188, %187, !dbg !275
  br i1 %189, label %166, label %192, !dbg !276, !llvm.loop !277

190:                                              ; preds = %182
  call void @llvm.dbg.value(metadata i8* %172, metadata !75, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i8* %172, metadata !75, metadata !DIExpression()), !dbg !107
  %191 = sdiv exact i64 %171, 24, !dbg !279
  br label %192, !dbg !280

192:                                              ; preds = %186, %190
  %193 = phi i8* [ %172, %190 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), %186 ]
  %194 = phi i64 [ %191, %190 ], [ -1, %186 ], !dbg !280
  %195 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.8, i64 0, i64 0), i8* noundef nonnull %193, i64 noundef %194), !dbg !281
  %196 = bitcast [11 x i8*]* %5 to i8*, !dbg !282
  call void @llvm.lifetime.start.p0i8(i64 88, i8* nonnull %196) #12, !dbg !282
  call void @llvm.dbg.declare(metadata [11 x i8*]* %5, metadata !77, metadata !DIExpression()), !dbg !283
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(88) %196, i8* noundef nonnull align 16 dereferenceable(88) bitcast ([11 x i8*]* @__const.main.words to i8*), i64 88, i1 false), !dbg !283
  call void @llvm.dbg.value(metadata i32 11, metadata !81, metadata !DIExpression()), !dbg !107
  call void @qsort(i8* noundef nonnull %196, i64 noundef 11, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_str) #12, !dbg !284
  call void @llvm.dbg.value(metadata i64 0, metadata !82, metadata !DIExpression()), !dbg !285
  %197 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 0, !dbg !286
  %198 = load i8*, i8** %197, align 16, !dbg !286, !tbaa !288
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %198), !dbg !290
  call void @llvm.dbg.value(metadata i64 1, metadata !82, metadata !DIExpression()), !dbg !285
  %200 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 1, !dbg !286
  %201 = load i8*, i8** %200, align 8, !dbg !286, !tbaa !288
  %202 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %201), !dbg !290
  call void @llvm.dbg.value(metadata i64 2, metadata !82, metadata !DIExpression()), !dbg !285
  %203 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 2, !dbg !286
  %204 = load i8*, i8** %203, align 16, !dbg !286, !tbaa !288
  %205 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %204), !dbg !290
  call void @llvm.dbg.value(metadata i64 3, metadata !82, metadata !DIExpression()), !dbg !285
  %206 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 3, !dbg !286
  %207 = load i8*, i8** %206, align 8, !dbg !286, !tbaa !288
  %208 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %207), !dbg !290
  call void @llvm.dbg.value(metadata i64 4, metadata !82, metadata !DIExpression()), !dbg !285
  %209 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 4, !dbg !286
  %210 = load i8*, i8** %209, align 16, !dbg !286, !tbaa !288
  %211 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %210), !dbg !290
  call void @llvm.dbg.value(metadata i64 5, metadata !82, metadata !DIExpression()), !dbg !285
  %212 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 5, !dbg !286
  %213 = load i8*, i8** %212, align 8, !dbg !286, !tbaa !288
  %214 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %213), !dbg !290
  call void @llvm.dbg.value(metadata i64 6, metadata !82, metadata !DIExpression()), !dbg !285
  %215 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 6, !dbg !286
  %216 = load i8*, i8** %215, align 16, !dbg !286, !tbaa !288
  %217 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %216), !dbg !290
  call void @llvm.dbg.value(metadata i64 7, metadata !82, metadata !DIExpression()), !dbg !285
  %218 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 7, !dbg !286
  %219 = load i8*, i8** %218, align 8, !dbg !286, !tbaa !288
  %220 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %219), !dbg !290
  call void @llvm.dbg.value(metadata i64 8, metadata !82, metadata !DIExpression()), !dbg !285
  %221 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 8, !dbg !286
  %222 = load i8*, i8** %221, align 16, !dbg !286, !tbaa !288
  %223 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %222), !dbg !290
  call void @llvm.dbg.value(metadata i64 9, metadata !82, metadata !DIExpression()), !dbg !285
  %224 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 9, !dbg !286
  %225 = load i8*, i8** %224, align 8, !dbg !286, !tbaa !288
  %226 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %225), !dbg !290
  call void @llvm.dbg.value(metadata i64 10, metadata !82, metadata !DIExpression()), !dbg !285
  %227 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 10, !dbg !286
  %228 = load i8*, i8** %227, align 16, !dbg !286, !tbaa !288
  %229 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %228), !dbg !290
  call void @llvm.dbg.value(metadata i64 11, metadata !82, metadata !DIExpression()), !dbg !285
  %230 = call i32 @putchar(i32 10), !dbg !291
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !107
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !107
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.18, i64 0, i64 0), metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !107
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !107
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !292
  %231 = ptrtoint [11 x i8*]* %5 to i64
  call void @llvm.dbg.value(metadata i64 0, metadata !88, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i8** undef, metadata !157, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8* %196, metadata !168, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !169, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 8, metadata !170, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp_str, metadata !171, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !173, metadata !DIExpression()) #12, !dbg !293
  br label %232

232:                                              ; preds = %245, %192
  %233 = phi i64 [ %247, %245 ], [ 0, %192 ]
  %234 = phi i64 [ %246, %245 ], [ 11, %192 ]
  call void @llvm.dbg.value(metadata i64 %233, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 %234, metadata !173, metadata !DIExpression()) #12, !dbg !293
  %235 = add i64 %234, %233, !dbg !295
  %236 = lshr i64 %235, 1, !dbg !296
  call void @llvm.dbg.value(metadata i64 %236, metadata !174, metadata !DIExpression()) #12, !dbg !293
  %237 = getelementptr [11 x i8*], [11 x i8*]* %5, i64 0, i64 %236, !dbg !297
  call void @llvm.dbg.value(metadata i8** %237, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** undef, metadata !298, metadata !DIExpression()) #12, !dbg !302
  call void @llvm.dbg.value(metadata i8** %237, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %238 = load i8*, i8** %237, align 8, !dbg !304, !tbaa !288
  %239 = call i32 @strcmp(i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %238) #13, !dbg !305
  call void @llvm.dbg.value(metadata i32 %239, metadata !176, metadata !DIExpression()) #12, !dbg !293
  %240 = icmp slt i32 %239, 0, !dbg !306
  br i1 %240, label %245, label %241, !dbg !307

241:                                              ; preds = %232
  call void @llvm.dbg.value(metadata i8** %237, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** %237, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %242 = icmp eq i32 %239, 0, !dbg !308
  br i1 %242, label %249, label %243, !dbg !309

243:                                              ; preds = %241
  %244 = add nuw i64 %236, 1, !dbg !310
  call void @llvm.dbg.value(metadata i64 %244, metadata !172, metadata !DIExpression()) #12, !dbg !293
  br label %245

245:                                              ; preds = %243, %232
  %246 = phi i64 [ %234, %243 ], [ %236, %232 ], !dbg !293
  %247 = phi i64 [ %244, %243 ], [ %233, %232 ], !dbg !293
  call void @llvm.dbg.value(metadata i64 %247, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 %246, metadata !173, metadata !DIExpression()) #12, !dbg !293
  %248 = icmp ult i64 %247, %246, !dbg !311
  br i1 %248, label %232, label %252, !dbg !312, !llvm.loop !313

249:                                              ; preds = %241
  %250 = getelementptr [11 x i8*], [11 x i8*]* %5, i64 0, i64 %236, !dbg !297
  %251 = bitcast i8** %250 to i8*, !dbg !297
  br label %252, !dbg !315

252:                                              ; preds = %245, %249
  %253 = phi i8* [ %251, %249 ], [ null, %245 ], !dbg !293
  call void @llvm.dbg.value(metadata i8* %253, metadata !90, metadata !DIExpression()), !dbg !316
  %254 = icmp eq i8* %253, null, !dbg !315
  %255 = ptrtoint i8* %253 to i64, !dbg !315
  %256 = sub i64 %255, %231, !dbg !315
  %257 = ashr exact i64 %256, 3, !dbg !315
  %258 = select i1 %254, i64 -1, i64 %257, !dbg !315
  %259 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.23, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i64 noundef %258), !dbg !317
  call void @llvm.dbg.value(metadata i64 1, metadata !88, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i8** undef, metadata !157, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8* %196, metadata !168, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !169, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 8, metadata !170, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp_str, metadata !171, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !173, metadata !DIExpression()) #12, !dbg !293
  br label %260

260:                                              ; preds = %276, %252
  %261 = phi i64 [ %278, %276 ], [ 0, %252 ]
  %262 = phi i64 [ %277, %276 ], [ 11, %252 ]
  call void @llvm.dbg.value(metadata i64 %261, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 %262, metadata !173, metadata !DIExpression()) #12, !dbg !293
  %263 = add i64 %262, %261, !dbg !295
  %264 = lshr i64 %263, 1, !dbg !296
  call void @llvm.dbg.value(metadata i64 %264, metadata !174, metadata !DIExpression()) #12, !dbg !293
  %265 = getelementptr [11 x i8*], [11 x i8*]* %5, i64 0, i64 %264, !dbg !297
  call void @llvm.dbg.value(metadata i8** %265, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** undef, metadata !298, metadata !DIExpression()) #12, !dbg !302
  call void @llvm.dbg.value(metadata i8** %265, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %266 = load i8*, i8** %265, align 8, !dbg !304, !tbaa !288
  %267 = call i32 @strcmp(i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %266) #13, !dbg !305
  call void @llvm.dbg.value(metadata i32 %267, metadata !176, metadata !DIExpression()) #12, !dbg !293
  %268 = icmp slt i32 %267, 0, !dbg !306
  br i1 %268, label %276, label %269, !dbg !307

269:                                              ; preds = %260
  call void @llvm.dbg.value(metadata i8** %265, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** %265, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %270 = icmp eq i32 %267, 0, !dbg !308
  br i1 %270, label %273, label %271, !dbg !309

271:                                              ; preds = %269
  %272 = add nuw i64 %264, 1, !dbg !310
  call void @llvm.dbg.value(metadata i64 %272, metadata !172, metadata !DIExpression()) #12, !dbg !293
  br label %276

273:                                              ; preds = %269
  %274 = getelementptr [11 x i8*], [11 x i8*]* %5, i64 0, i64 %264, !dbg !297
  %275 = bitcast i8** %274 to i8*, !dbg !297
  br label %280, !dbg !315

276:                                              ; preds = %271, %260
  %277 = phi i64 [ %262, %271 ], [ %264, %260 ], !dbg !293
  %278 = phi i64 [ %272, %271 ], [ %261, %260 ], !dbg !293
  call void @llvm.dbg.value(metadata i64 %278, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 %277, metadata !173, metadata !DIExpression()) #12, !dbg !293
  %279 = icmp ult i64 %278, %277, !dbg !311
  br i1 %279, label %260, label %280, !dbg !312, !llvm.loop !313

280:                                              ; preds = %276, %273
  %281 = phi i8* [ %275, %273 ], [ null, %276 ], !dbg !293
  call void @llvm.dbg.value(metadata i8* %281, metadata !90, metadata !DIExpression()), !dbg !316
  %282 = icmp eq i8* %281, null, !dbg !315
  %283 = ptrtoint i8* %281 to i64, !dbg !315
  %284 = sub i64 %283, %231, !dbg !315
  %285 = ashr exact i64 %284, 3, !dbg !315
  %286 = select i1 %282, i64 -1, i64 %285, !dbg !315
  %287 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.23, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), i64 noundef %286), !dbg !317
  call void @llvm.dbg.value(metadata i64 2, metadata !88, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i8** undef, metadata !157, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8* %196, metadata !168, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !169, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 8, metadata !170, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp_str, metadata !171, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !173, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !173, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 5, metadata !174, metadata !DIExpression()) #12, !dbg !293
  %288 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 5, !dbg !297
  call void @llvm.dbg.value(metadata i8** %288, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** undef, metadata !298, metadata !DIExpression()) #12, !dbg !302
  call void @llvm.dbg.value(metadata i8** %288, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %289 = load i8*, i8** %288, align 8, !dbg !304, !tbaa !288
  %290 = load i8, i8* %289, align 1, !dbg !305
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i8 %290), metadata !176, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value)) #12, !dbg !293
  %291 = icmp eq i8 %290, 0, !dbg !306
  br i1 %291, label %292, label %296, !dbg !307

292:                                              ; preds = %306, %301, %296, %280
  %293 = phi i64 [ 5, %280 ], [ 2, %296 ], [ 1, %301 ], [ 0, %306 ], !dbg !296
  %294 = getelementptr [11 x i8*], [11 x i8*]* %5, i64 0, i64 %293, !dbg !297
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i8 %290), metadata !176, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value)) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** %294, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** %294, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %295 = bitcast i8** %294 to i8*, !dbg !297
  br label %311, !dbg !315

296:                                              ; preds = %280
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 5, metadata !173, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 5, metadata !173, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 2, metadata !174, metadata !DIExpression()) #12, !dbg !293
  %297 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 2, !dbg !297
  call void @llvm.dbg.value(metadata i8** %297, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** undef, metadata !298, metadata !DIExpression()) #12, !dbg !302
  call void @llvm.dbg.value(metadata i8** %297, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %298 = load i8*, i8** %297, align 16, !dbg !304, !tbaa !288
  %299 = load i8, i8* %298, align 1, !dbg !305
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i8 %299), metadata !176, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value)) #12, !dbg !293
  %300 = icmp eq i8 %299, 0, !dbg !306
  br i1 %300, label %292, label %301, !dbg !307

301:                                              ; preds = %296
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 2, metadata !173, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 2, metadata !173, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 1, metadata !174, metadata !DIExpression()) #12, !dbg !293
  %302 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 1, !dbg !297
  call void @llvm.dbg.value(metadata i8** %302, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** undef, metadata !298, metadata !DIExpression()) #12, !dbg !302
  call void @llvm.dbg.value(metadata i8** %302, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %303 = load i8*, i8** %302, align 8, !dbg !304, !tbaa !288
  %304 = load i8, i8* %303, align 1, !dbg !305
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i8 %304), metadata !176, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value)) #12, !dbg !293
  %305 = icmp eq i8 %304, 0, !dbg !306
  br i1 %305, label %292, label %306, !dbg !307

306:                                              ; preds = %301
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 1, metadata !173, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 1, metadata !173, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 0, metadata !174, metadata !DIExpression()) #12, !dbg !293
  %307 = getelementptr inbounds [11 x i8*], [11 x i8*]* %5, i64 0, i64 0, !dbg !297
  call void @llvm.dbg.value(metadata i8** %307, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** undef, metadata !298, metadata !DIExpression()) #12, !dbg !302
  call void @llvm.dbg.value(metadata i8** %307, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %308 = load i8*, i8** %307, align 16, !dbg !304, !tbaa !288
  %309 = load i8, i8* %308, align 1, !dbg !305
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i8 %309), metadata !176, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value)) #12, !dbg !293
  %310 = icmp eq i8 %309, 0, !dbg !306
  br i1 %310, label %292, label %311, !dbg !307

311:                                              ; preds = %306, %292
  %312 = phi i8* [ %295, %292 ], [ null, %306 ], !dbg !293
  call void @llvm.dbg.value(metadata i8* %312, metadata !90, metadata !DIExpression()), !dbg !316
  %313 = icmp eq i8* %312, null, !dbg !315
  %314 = ptrtoint i8* %312 to i64, !dbg !315
  %315 = sub i64 %314, %231, !dbg !315
  %316 = ashr exact i64 %315, 3, !dbg !315
  %317 = select i1 %313, i64 -1, i64 %316, !dbg !315
  %318 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.23, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.18, i64 0, i64 0), i64 noundef %317), !dbg !317
  call void @llvm.dbg.value(metadata i64 3, metadata !88, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i8** undef, metadata !157, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8* %196, metadata !168, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !169, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 8, metadata !170, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp_str, metadata !171, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !173, metadata !DIExpression()) #12, !dbg !293
  br label %319

319:                                              ; preds = %335, %311
  %320 = phi i64 [ %337, %335 ], [ 0, %311 ]
  %321 = phi i64 [ %336, %335 ], [ 11, %311 ]
  call void @llvm.dbg.value(metadata i64 %320, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 %321, metadata !173, metadata !DIExpression()) #12, !dbg !293
  %322 = add i64 %321, %320, !dbg !295
  %323 = lshr i64 %322, 1, !dbg !296
  call void @llvm.dbg.value(metadata i64 %323, metadata !174, metadata !DIExpression()) #12, !dbg !293
  %324 = getelementptr [11 x i8*], [11 x i8*]* %5, i64 0, i64 %323, !dbg !297
  call void @llvm.dbg.value(metadata i8** %324, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** undef, metadata !298, metadata !DIExpression()) #12, !dbg !302
  call void @llvm.dbg.value(metadata i8** %324, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %325 = load i8*, i8** %324, align 8, !dbg !304, !tbaa !288
  %326 = call i32 @strcmp(i8* noundef nonnull dereferenceable(9) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %325) #13, !dbg !305
  call void @llvm.dbg.value(metadata i32 %326, metadata !176, metadata !DIExpression()) #12, !dbg !293
  %327 = icmp slt i32 %326, 0, !dbg !306
  br i1 %327, label %335, label %328, !dbg !307

328:                                              ; preds = %319
  call void @llvm.dbg.value(metadata i8** %324, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** %324, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %329 = icmp eq i32 %326, 0, !dbg !308
  br i1 %329, label %332, label %330, !dbg !309

330:                                              ; preds = %328
  %331 = add nuw i64 %323, 1, !dbg !310
  call void @llvm.dbg.value(metadata i64 %331, metadata !172, metadata !DIExpression()) #12, !dbg !293
  br label %335

332:                                              ; preds = %328
  %333 = getelementptr [11 x i8*], [11 x i8*]* %5, i64 0, i64 %323, !dbg !297
  %334 = bitcast i8** %333 to i8*, !dbg !297
  br label %339, !dbg !315

335:                                              ; preds = %330, %319
  %336 = phi i64 [ %321, %330 ], [ %323, %319 ], !dbg !293
  %337 = phi i64 [ %331, %330 ], [ %320, %319 ], !dbg !293
  call void @llvm.dbg.value(metadata i64 %337, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 %336, metadata !173, metadata !DIExpression()) #12, !dbg !293
  %338 = icmp ult i64 %337, %336, !dbg !311
  br i1 %338, label %319, label %339, !dbg !312, !llvm.loop !313

339:                                              ; preds = %335, %332
  %340 = phi i8* [ %334, %332 ], [ null, %335 ], !dbg !293
  call void @llvm.dbg.value(metadata i8* %340, metadata !90, metadata !DIExpression()), !dbg !316
  %341 = icmp eq i8* %340, null, !dbg !315
  %342 = ptrtoint i8* %340 to i64, !dbg !315
  %343 = sub i64 %342, %231, !dbg !315
  %344 = ashr exact i64 %343, 3, !dbg !315
  %345 = select i1 %341, i64 -1, i64 %344, !dbg !315
  %346 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.23, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i64 noundef %345), !dbg !317
  call void @llvm.dbg.value(metadata i64 4, metadata !88, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i8** undef, metadata !157, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8* %196, metadata !168, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !169, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 8, metadata !170, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp_str, metadata !171, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 11, metadata !173, metadata !DIExpression()) #12, !dbg !293
  br label %347

347:                                              ; preds = %363, %339
  %348 = phi i64 [ %365, %363 ], [ 0, %339 ]
  %349 = phi i64 [ %364, %363 ], [ 11, %339 ]
  call void @llvm.dbg.value(metadata i64 %348, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 %349, metadata !173, metadata !DIExpression()) #12, !dbg !293
  %350 = add i64 %349, %348, !dbg !295
  %351 = lshr i64 %350, 1, !dbg !296
  call void @llvm.dbg.value(metadata i64 %351, metadata !174, metadata !DIExpression()) #12, !dbg !293
  %352 = getelementptr [11 x i8*], [11 x i8*]* %5, i64 0, i64 %351, !dbg !297
  call void @llvm.dbg.value(metadata i8** %352, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** undef, metadata !298, metadata !DIExpression()) #12, !dbg !302
  call void @llvm.dbg.value(metadata i8** %352, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %353 = load i8*, i8** %352, align 8, !dbg !304, !tbaa !288
  %354 = call i32 @strcmp(i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %353) #13, !dbg !305
  call void @llvm.dbg.value(metadata i32 %354, metadata !176, metadata !DIExpression()) #12, !dbg !293
  %355 = icmp slt i32 %354, 0, !dbg !306
  br i1 %355, label %363, label %356, !dbg !307

356:                                              ; preds = %347
  call void @llvm.dbg.value(metadata i8** %352, metadata !175, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i8** %352, metadata !301, metadata !DIExpression()) #12, !dbg !302
  %357 = icmp eq i32 %354, 0, !dbg !308
  br i1 %357, label %360, label %358, !dbg !309

358:                                              ; preds = %356
  %359 = add nuw i64 %351, 1, !dbg !310
  call void @llvm.dbg.value(metadata i64 %359, metadata !172, metadata !DIExpression()) #12, !dbg !293
  br label %363

360:                                              ; preds = %356
  %361 = getelementptr [11 x i8*], [11 x i8*]* %5, i64 0, i64 %351, !dbg !297
  %362 = bitcast i8** %361 to i8*, !dbg !297
  br label %367, !dbg !315

363:                                              ; preds = %358, %347
  %364 = phi i64 [ %349, %358 ], [ %351, %347 ], !dbg !293
  %365 = phi i64 [ %359, %358 ], [ %348, %347 ], !dbg !293
  call void @llvm.dbg.value(metadata i64 %365, metadata !172, metadata !DIExpression()) #12, !dbg !293
  call void @llvm.dbg.value(metadata i64 %364, metadata !173, metadata !DIExpression()) #12, !dbg !293
  %366 = icmp ult i64 %365, %364, !dbg !311
  br i1 %366, label %347, label %367, !dbg !312, !llvm.loop !313

367:                                              ; preds = %363, %360
  %368 = phi i8* [ %362, %360 ], [ null, %363 ], !dbg !293
  call void @llvm.dbg.value(metadata i8* %368, metadata !90, metadata !DIExpression()), !dbg !316
  %369 = icmp eq i8* %368, null, !dbg !315
  %370 = ptrtoint i8* %368 to i64, !dbg !315
  %371 = sub i64 %370, %231, !dbg !315
  %372 = ashr exact i64 %371, 3, !dbg !315
  %373 = select i1 %369, i64 -1, i64 %372, !dbg !315
  %374 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.23, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i64 noundef %373), !dbg !317
  call void @llvm.dbg.value(metadata i64 5, metadata !88, metadata !DIExpression()), !dbg !292
  %375 = bitcast [12 x double]* %6 to i8*, !dbg !318
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %375) #12, !dbg !318
  call void @llvm.dbg.declare(metadata [12 x double]* %6, metadata !94, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i64 0, metadata !96, metadata !DIExpression()), !dbg !320
  %376 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 0, !dbg !321
  call void @llvm.dbg.value(metadata i64 1, metadata !96, metadata !DIExpression()), !dbg !320
  %377 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 1, !dbg !321
  %378 = bitcast [12 x double]* %6 to <2 x double>*, !dbg !323
  store <2 x double> <double -1.000000e+00, double 7.500000e-01>, <2 x double>* %378, align 16, !dbg !323, !tbaa !324
  call void @llvm.dbg.value(metadata i64 2, metadata !96, metadata !DIExpression()), !dbg !320
  %379 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 2, !dbg !321
  call void @llvm.dbg.value(metadata i64 3, metadata !96, metadata !DIExpression()), !dbg !320
  %380 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 3, !dbg !321
  %381 = bitcast double* %379 to <2 x double>*, !dbg !323
  store <2 x double> <double -5.000000e-01, double 1.250000e+00>, <2 x double>* %381, align 16, !dbg !323, !tbaa !324
  call void @llvm.dbg.value(metadata i64 4, metadata !96, metadata !DIExpression()), !dbg !320
  %382 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 4, !dbg !321
  call void @llvm.dbg.value(metadata i64 5, metadata !96, metadata !DIExpression()), !dbg !320
  %383 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 5, !dbg !321
  %384 = bitcast double* %382 to <2 x double>*, !dbg !323
  store <2 x double> <double 0.000000e+00, double 1.750000e+00>, <2 x double>* %384, align 16, !dbg !323, !tbaa !324
  call void @llvm.dbg.value(metadata i64 6, metadata !96, metadata !DIExpression()), !dbg !320
  %385 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 6, !dbg !321
  call void @llvm.dbg.value(metadata i64 7, metadata !96, metadata !DIExpression()), !dbg !320
  %386 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 7, !dbg !321
  %387 = bitcast double* %385 to <2 x double>*, !dbg !323
  store <2 x double> <double 5.000000e-01, double -7.500000e-01>, <2 x double>* %387, align 16, !dbg !323, !tbaa !324
  call void @llvm.dbg.value(metadata i64 8, metadata !96, metadata !DIExpression()), !dbg !320
  %388 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 8, !dbg !321
  call void @llvm.dbg.value(metadata i64 9, metadata !96, metadata !DIExpression()), !dbg !320
  %389 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 9, !dbg !321
  %390 = bitcast double* %388 to <2 x double>*, !dbg !323
  store <2 x double> <double 1.000000e+00, double -2.500000e-01>, <2 x double>* %390, align 16, !dbg !323, !tbaa !324
  call void @llvm.dbg.value(metadata i64 10, metadata !96, metadata !DIExpression()), !dbg !320
  %391 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 10, !dbg !321
  call void @llvm.dbg.value(metadata i64 11, metadata !96, metadata !DIExpression()), !dbg !320
  %392 = getelementptr inbounds [12 x double], [12 x double]* %6, i64 0, i64 11, !dbg !321
  %393 = bitcast double* %391 to <2 x double>*, !dbg !323
  store <2 x double> <double 1.500000e+00, double 2.500000e-01>, <2 x double>* %393, align 16, !dbg !323, !tbaa !324
  call void @llvm.dbg.value(metadata i64 12, metadata !96, metadata !DIExpression()), !dbg !320
  call void @qsort(i8* noundef nonnull %375, i64 noundef 12, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_double) #12, !dbg !325
  call void @llvm.dbg.value(metadata i64 0, metadata !98, metadata !DIExpression()), !dbg !326
  %394 = load double, double* %376, align 16, !dbg !327, !tbaa !324
  %395 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %394), !dbg !329
  call void @llvm.dbg.value(metadata i64 1, metadata !98, metadata !DIExpression()), !dbg !326
  %396 = load double, double* %377, align 8, !dbg !327, !tbaa !324
  %397 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %396), !dbg !329
  call void @llvm.dbg.value(metadata i64 2, metadata !98, metadata !DIExpression()), !dbg !326
  %398 = load double, double* %379, align 16, !dbg !327, !tbaa !324
  %399 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %398), !dbg !329
  call void @llvm.dbg.value(metadata i64 3, metadata !98, metadata !DIExpression()), !dbg !326
  %400 = load double, double* %380, align 8, !dbg !327, !tbaa !324
  %401 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %400), !dbg !329
  call void @llvm.dbg.value(metadata i64 4, metadata !98, metadata !DIExpression()), !dbg !326
  %402 = load double, double* %382, align 16, !dbg !327, !tbaa !324
  %403 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %402), !dbg !329
  call void @llvm.dbg.value(metadata i64 5, metadata !98, metadata !DIExpression()), !dbg !326
  %404 = load double, double* %383, align 8, !dbg !327, !tbaa !324
  %405 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %404), !dbg !329
  call void @llvm.dbg.value(metadata i64 6, metadata !98, metadata !DIExpression()), !dbg !326
  %406 = load double, double* %385, align 16, !dbg !327, !tbaa !324
  %407 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %406), !dbg !329
  call void @llvm.dbg.value(metadata i64 7, metadata !98, metadata !DIExpression()), !dbg !326
  %408 = load double, double* %386, align 8, !dbg !327, !tbaa !324
  %409 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %408), !dbg !329
  call void @llvm.dbg.value(metadata i64 8, metadata !98, metadata !DIExpression()), !dbg !326
  %410 = load double, double* %388, align 16, !dbg !327, !tbaa !324
  %411 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %410), !dbg !329
  call void @llvm.dbg.value(metadata i64 9, metadata !98, metadata !DIExpression()), !dbg !326
  %412 = load double, double* %389, align 8, !dbg !327, !tbaa !324
  %413 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %412), !dbg !329
  call void @llvm.dbg.value(metadata i64 10, metadata !98, metadata !DIExpression()), !dbg !326
  %414 = load double, double* %391, align 16, !dbg !327, !tbaa !324
  %415 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %414), !dbg !329
  call void @llvm.dbg.value(metadata i64 11, metadata !98, metadata !DIExpression()), !dbg !326
  %416 = load double, double* %392, align 8, !dbg !327, !tbaa !324
  %417 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %416), !dbg !329
  call void @llvm.dbg.value(metadata i64 12, metadata !98, metadata !DIExpression()), !dbg !326
  %418 = call i32 @putchar(i32 10), !dbg !330
  %419 = getelementptr inbounds [44 x i8], [44 x i8]* %7, i64 0, i64 0, !dbg !331
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %419) #12, !dbg !331
  call void @llvm.dbg.declare(metadata [44 x i8]* %7, metadata !100, metadata !DIExpression()), !dbg !332
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(44) %419, i8* noundef nonnull align 16 dereferenceable(44) getelementptr inbounds ([44 x i8], [44 x i8]* @__const.main.s, i64 0, i64 0), i64 44, i1 false), !dbg !332
  %420 = call i64 @strlen(i8* noundef nonnull %419) #13, !dbg !333
  call void @qsort(i8* noundef nonnull %419, i64 noundef %420, i64 noundef 1, i32 (i8*, i8*)* noundef nonnull @cmp_char) #12, !dbg !334
  %421 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.25, i64 0, i64 0), i8* noundef nonnull %419), !dbg !335
  call void @qsort(i8* noundef nonnull %8, i64 noundef 0, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_int) #12, !dbg !336
  call void @qsort(i8* noundef nonnull %8, i64 noundef 1, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_int) #12, !dbg !337
  call void @llvm.dbg.value(metadata i32 5, metadata !104, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i8* poison, metadata !157, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i8* %8, metadata !168, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i64 0, metadata !169, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i64 4, metadata !170, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp_int, metadata !171, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i64 0, metadata !172, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i64 0, metadata !173, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i8* poison, metadata !157, metadata !DIExpression()) #12, !dbg !340
  call void @llvm.dbg.value(metadata i8* poison, metadata !168, metadata !DIExpression()) #12, !dbg !340
  call void @llvm.dbg.value(metadata i64 1, metadata !169, metadata !DIExpression()) #12, !dbg !340
  call void @llvm.dbg.value(metadata i64 4, metadata !170, metadata !DIExpression()) #12, !dbg !340
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp_int, metadata !171, metadata !DIExpression()) #12, !dbg !340
  call void @llvm.dbg.value(metadata i64 undef, metadata !172, metadata !DIExpression()) #12, !dbg !340
  call void @llvm.dbg.value(metadata i64 undef, metadata !173, metadata !DIExpression()) #12, !dbg !340
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !174, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value)) #12, !dbg !340
  call void @llvm.dbg.value(metadata i8* poison, metadata !183, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 5, metadata !187, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 5, metadata !188, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()) #12, !dbg !340
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i64 undef, i64 undef), metadata !175, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #12, !dbg !340
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i64 undef, i64 undef), metadata !186, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !342
  %422 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.26, i64 0, i64 0), i32 noundef 1, i32 noundef 1), !dbg !344
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %419) #12, !dbg !345
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %375) #12, !dbg !345
  call void @llvm.lifetime.end.p0i8(i64 88, i8* nonnull %196) #12, !dbg !345
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %157) #12, !dbg !345
  call void @llvm.lifetime.end.p0i8(i64 192, i8* nonnull %99) #12, !dbg !345
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %35) #12, !dbg !345
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %8) #12, !dbg !345
  ret i32 0, !dbg !346
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree
declare !dbg !347 void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp_int(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !184 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !183, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i8* %1, metadata !186, metadata !DIExpression()), !dbg !351
  %3 = bitcast i8* %0 to i32*, !dbg !352
  %4 = load i32, i32* %3, align 4, !dbg !353, !tbaa !122
  call void @llvm.dbg.value(metadata i32 %4, metadata !187, metadata !DIExpression()), !dbg !351
  %5 = bitcast i8* %1 to i32*, !dbg !354
  %6 = load i32, i32* %5, align 4, !dbg !355, !tbaa !122
  call void @llvm.dbg.value(metadata i32 %6, metadata !188, metadata !DIExpression()), !dbg !351
  %7 = icmp sgt i32 %4, %6, !dbg !356
  %8 = zext i1 %7 to i32, !dbg !356
  %9 = icmp slt i32 %4, %6, !dbg !357
  %10 = sext i1 %9 to i32, !dbg !357
  %11 = add nsw i32 %10, %8, !dbg !358
  ret i32 %11, !dbg !359
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp_int_desc(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !360 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !362, metadata !DIExpression()), !dbg !364
  call void @llvm.dbg.value(metadata i8* %1, metadata !363, metadata !DIExpression()), !dbg !364
  call void @llvm.dbg.value(metadata i8* %1, metadata !183, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata i8* %0, metadata !186, metadata !DIExpression()), !dbg !365
  %3 = bitcast i8* %1 to i32*, !dbg !367
  %4 = load i32, i32* %3, align 4, !dbg !368, !tbaa !122
  call void @llvm.dbg.value(metadata i32 %4, metadata !187, metadata !DIExpression()), !dbg !365
  %5 = bitcast i8* %0 to i32*, !dbg !369
  %6 = load i32, i32* %5, align 4, !dbg !370, !tbaa !122
  call void @llvm.dbg.value(metadata i32 %6, metadata !188, metadata !DIExpression()), !dbg !365
  %7 = icmp sgt i32 %4, %6, !dbg !371
  %8 = zext i1 %7 to i32, !dbg !371
  %9 = icmp slt i32 %4, %6, !dbg !372
  %10 = sext i1 %9 to i32, !dbg !372
  %11 = add nsw i32 %10, %8, !dbg !373
  ret i32 %11, !dbg !374
}

; Function Attrs: mustprogress nofree nosync nounwind readonly uwtable willreturn
define internal i32 @cmp_abs_then_value(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #6 !dbg !375 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !377, metadata !DIExpression()), !dbg !383
  call void @llvm.dbg.value(metadata i8* %1, metadata !378, metadata !DIExpression()), !dbg !383
  %3 = bitcast i8* %0 to i32*, !dbg !384
  %4 = load i32, i32* %3, align 4, !dbg !385, !tbaa !122
  call void @llvm.dbg.value(metadata i32 %4, metadata !379, metadata !DIExpression()), !dbg !383
  %5 = bitcast i8* %1 to i32*, !dbg !386
  %6 = load i32, i32* %5, align 4, !dbg !387, !tbaa !122
  call void @llvm.dbg.value(metadata i32 %6, metadata !380, metadata !DIExpression()), !dbg !383
  %7 = tail call i32 @llvm.abs.i32(i32 %4, i1 true), !dbg !388
  call void @llvm.dbg.value(metadata i32 %7, metadata !381, metadata !DIExpression()), !dbg !383
  %8 = tail call i32 @llvm.abs.i32(i32 %6, i1 true), !dbg !389
  call void @llvm.dbg.value(metadata i32 %8, metadata !382, metadata !DIExpression()), !dbg !383
  %9 = icmp eq i32 %7, %8, !dbg !390
  %10 = icmp sgt i32 %4, %6, !dbg !392
  %11 = icmp slt i32 %4, %6, !dbg !392
  %12 = icmp ugt i32 %7, %8, !dbg !392
  %13 = icmp ult i32 %7, %8, !dbg !392
  %14 = select i1 %9, i1 %11, i1 %13, !dbg !392
  %15 = select i1 %9, i1 %10, i1 %12, !dbg !392
  %16 = zext i1 %15 to i32, !dbg !383
  %17 = sext i1 %14 to i32, !dbg !383
  %18 = add nsw i32 %17, %16, !dbg !383
  ret i32 %18, !dbg !393
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_person_age(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #8 !dbg !394 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !396, metadata !DIExpression()), !dbg !400
  call void @llvm.dbg.value(metadata i8* %1, metadata !397, metadata !DIExpression()), !dbg !400
  call void @llvm.dbg.value(metadata i8* %0, metadata !398, metadata !DIExpression()), !dbg !400
  call void @llvm.dbg.value(metadata i8* %1, metadata !399, metadata !DIExpression()), !dbg !400
  %3 = getelementptr inbounds i8, i8* %0, i64 12, !dbg !401
  %4 = bitcast i8* %3 to i32*, !dbg !401
  %5 = load i32, i32* %4, align 4, !dbg !401, !tbaa !221
  %6 = getelementptr inbounds i8, i8* %1, i64 12, !dbg !403
  %7 = bitcast i8* %6 to i32*, !dbg !403
  %8 = load i32, i32* %7, align 4, !dbg !403, !tbaa !221
  %9 = icmp eq i32 %5, %8, !dbg !404
  br i1 %9, label %12, label %10, !dbg !405

10:                                               ; preds = %2
  %11 = sub nsw i32 %5, %8, !dbg !406
  br label %14, !dbg !407

12:                                               ; preds = %2
  call void @llvm.dbg.value(metadata i8* %1, metadata !399, metadata !DIExpression()), !dbg !400
  call void @llvm.dbg.value(metadata i8* %0, metadata !398, metadata !DIExpression()), !dbg !400
  %13 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %0, i8* noundef nonnull dereferenceable(1) %1) #13, !dbg !408
  br label %14, !dbg !409

14:                                               ; preds = %12, %10
  %15 = phi i32 [ %11, %10 ], [ %13, %12 ], !dbg !400
  ret i32 %15, !dbg !410
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_person_score(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #8 !dbg !253 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !252, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i8* %1, metadata !255, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i8* %0, metadata !256, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i8* %1, metadata !259, metadata !DIExpression()), !dbg !411
  %3 = getelementptr inbounds i8, i8* %0, i64 16, !dbg !412
  %4 = bitcast i8* %3 to double*, !dbg !412
  %5 = load double, double* %4, align 8, !dbg !412, !tbaa !231
  %6 = getelementptr inbounds i8, i8* %1, i64 16, !dbg !413
  %7 = bitcast i8* %6 to double*, !dbg !413
  %8 = load double, double* %7, align 8, !dbg !413, !tbaa !231
  %9 = fcmp olt double %5, %8, !dbg !414
  br i1 %9, label %14, label %10, !dbg !415

10:                                               ; preds = %2
  %11 = fcmp ogt double %5, %8, !dbg !416
  br i1 %11, label %14, label %12, !dbg !417

12:                                               ; preds = %10
  %13 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %0, i8* noundef nonnull dereferenceable(1) %1) #13, !dbg !418
  br label %14, !dbg !419

14:                                               ; preds = %10, %2, %12
  %15 = phi i32 [ %13, %12 ], [ 1, %2 ], [ -1, %10 ], !dbg !411
  ret i32 %15, !dbg !420
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_str(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #8 !dbg !299 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !298, metadata !DIExpression()), !dbg !421
  call void @llvm.dbg.value(metadata i8* %1, metadata !301, metadata !DIExpression()), !dbg !421
  %3 = bitcast i8* %0 to i8**, !dbg !422
  %4 = load i8*, i8** %3, align 8, !dbg !423, !tbaa !288
  %5 = bitcast i8* %1 to i8**, !dbg !424
  %6 = load i8*, i8** %5, align 8, !dbg !425, !tbaa !288
  %7 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #13, !dbg !426
  ret i32 %7, !dbg !427
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp_double(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !428 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !430, metadata !DIExpression()), !dbg !434
  call void @llvm.dbg.value(metadata i8* %1, metadata !431, metadata !DIExpression()), !dbg !434
  %3 = bitcast i8* %0 to double*, !dbg !435
  %4 = load double, double* %3, align 8, !dbg !436, !tbaa !324
  call void @llvm.dbg.value(metadata double %4, metadata !432, metadata !DIExpression()), !dbg !434
  %5 = bitcast i8* %1 to double*, !dbg !437
  %6 = load double, double* %5, align 8, !dbg !438, !tbaa !324
  call void @llvm.dbg.value(metadata double %6, metadata !433, metadata !DIExpression()), !dbg !434
  %7 = fcmp ogt double %4, %6, !dbg !439
  %8 = zext i1 %7 to i32, !dbg !439
  %9 = fcmp olt double %4, %6, !dbg !440
  %10 = sext i1 %9 to i32, !dbg !440
  %11 = add nsw i32 %10, %8, !dbg !441
  ret i32 %11, !dbg !442
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp_char(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !443 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !445, metadata !DIExpression()), !dbg !447
  call void @llvm.dbg.value(metadata i8* %1, metadata !446, metadata !DIExpression()), !dbg !447
  %3 = load i8, i8* %0, align 1, !dbg !448, !tbaa !449
  %4 = zext i8 %3 to i32, !dbg !448
  %5 = load i8, i8* %1, align 1, !dbg !450, !tbaa !449
  %6 = zext i8 %5 to i32, !dbg !450
  %7 = sub nsw i32 %4, %6, !dbg !451
  ret i32 %7, !dbg !452
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #10

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #8 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "qsort_bsearch.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "5b14bf77858405db7401c7723baebc9e")
!2 = !{!3, !4, !7, !8, !9, !11, !13, !16, !18, !21}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 49, type: !32, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!3}
!34 = !{!35, !39, !41, !43, !45, !49, !51, !55, !57, !69, !70, !72, !74, !75, !77, !81, !82, !84, !88, !90, !94, !96, !98, !100, !104}
!35 = !DILocalVariable(name: "a", scope: !31, file: !1, line: 50, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 1280, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 40)
!39 = !DILocalVariable(name: "x", scope: !31, file: !1, line: 51, type: !40)
!40 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 52, type: !3)
!42 = distinct !DILexicalBlock(scope: !31, file: !1, line: 52, column: 5)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 57, type: !3)
!44 = distinct !DILexicalBlock(scope: !31, file: !1, line: 57, column: 5)
!45 = !DILocalVariable(name: "keys", scope: !31, file: !1, line: 60, type: !46)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 320, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 10)
!49 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 61, type: !3)
!50 = distinct !DILexicalBlock(scope: !31, file: !1, line: 61, column: 5)
!51 = !DILocalVariable(name: "f", scope: !52, file: !1, line: 62, type: !54)
!52 = distinct !DILexicalBlock(scope: !53, file: !1, line: 61, column: 34)
!53 = distinct !DILexicalBlock(scope: !50, file: !1, line: 61, column: 5)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!55 = !DILocalVariable(name: "i", scope: !56, file: !1, line: 72, type: !3)
!56 = distinct !DILexicalBlock(scope: !31, file: !1, line: 72, column: 5)
!57 = !DILocalVariable(name: "people", scope: !31, file: !1, line: 75, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 1536, elements: !67)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !1, line: 8, size: 192, elements: !60)
!60 = !{!61, !65, !66}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !59, file: !1, line: 9, baseType: !62, size: 96)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 96, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 12)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !59, file: !1, line: 10, baseType: !3, size: 32, offset: 96)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !59, file: !1, line: 11, baseType: !20, size: 64, offset: 128)
!67 = !{!68}
!68 = !DISubrange(count: 8)
!69 = !DILocalVariable(name: "np", scope: !31, file: !1, line: 78, type: !3)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 80, type: !3)
!71 = distinct !DILexicalBlock(scope: !31, file: !1, line: 80, column: 5)
!72 = !DILocalVariable(name: "i", scope: !73, file: !1, line: 84, type: !3)
!73 = distinct !DILexicalBlock(scope: !31, file: !1, line: 84, column: 5)
!74 = !DILocalVariable(name: "key", scope: !31, file: !1, line: 87, type: !59)
!75 = !DILocalVariable(name: "pf", scope: !31, file: !1, line: 90, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!77 = !DILocalVariable(name: "words", scope: !31, file: !1, line: 92, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 704, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 11)
!81 = !DILocalVariable(name: "nw", scope: !31, file: !1, line: 94, type: !3)
!82 = !DILocalVariable(name: "i", scope: !83, file: !1, line: 96, type: !3)
!83 = distinct !DILexicalBlock(scope: !31, file: !1, line: 96, column: 5)
!84 = !DILocalVariable(name: "probe", scope: !31, file: !1, line: 99, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 320, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 5)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 100, type: !3)
!89 = distinct !DILexicalBlock(scope: !31, file: !1, line: 100, column: 5)
!90 = !DILocalVariable(name: "f", scope: !91, file: !1, line: 101, type: !93)
!91 = distinct !DILexicalBlock(scope: !92, file: !1, line: 100, column: 33)
!92 = distinct !DILexicalBlock(scope: !89, file: !1, line: 100, column: 5)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!94 = !DILocalVariable(name: "d", scope: !31, file: !1, line: 104, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 768, elements: !63)
!96 = !DILocalVariable(name: "i", scope: !97, file: !1, line: 105, type: !3)
!97 = distinct !DILexicalBlock(scope: !31, file: !1, line: 105, column: 5)
!98 = !DILocalVariable(name: "i", scope: !99, file: !1, line: 108, type: !3)
!99 = distinct !DILexicalBlock(scope: !31, file: !1, line: 108, column: 5)
!100 = !DILocalVariable(name: "s", scope: !31, file: !1, line: 111, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 352, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 44)
!104 = !DILocalVariable(name: "one", scope: !31, file: !1, line: 117, type: !3)
!105 = !DILocation(line: 50, column: 5, scope: !31)
!106 = !DILocation(line: 50, column: 9, scope: !31)
!107 = !DILocation(line: 0, scope: !31)
!108 = !DILocation(line: 0, scope: !42)
!109 = !DILocation(line: 52, column: 5, scope: !42)
!110 = !DILocation(line: 56, column: 5, scope: !31)
!111 = !DILocation(line: 0, scope: !44)
!112 = !DILocation(line: 57, column: 5, scope: !44)
!113 = !DILocation(line: 53, column: 15, scope: !114)
!114 = distinct !DILexicalBlock(scope: !115, file: !1, line: 52, column: 34)
!115 = distinct !DILexicalBlock(scope: !42, file: !1, line: 52, column: 5)
!116 = !DILocation(line: 53, column: 29, scope: !114)
!117 = !DILocation(line: 54, column: 25, scope: !114)
!118 = !DILocation(line: 54, column: 32, scope: !114)
!119 = !DILocation(line: 54, column: 39, scope: !114)
!120 = !DILocation(line: 54, column: 9, scope: !114)
!121 = !DILocation(line: 54, column: 14, scope: !114)
!122 = !{!123, !123, i64 0}
!123 = !{!"int", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = !DILocation(line: 52, column: 30, scope: !115)
!127 = !DILocation(line: 52, column: 23, scope: !115)
!128 = distinct !{!128, !109, !129, !130}
!129 = !DILocation(line: 55, column: 5, scope: !42)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !DILocation(line: 56, column: 11, scope: !31)
!132 = !DILocation(line: 59, column: 5, scope: !31)
!133 = !DILocation(line: 60, column: 5, scope: !31)
!134 = !DILocation(line: 60, column: 9, scope: !31)
!135 = !DILocation(line: 60, column: 18, scope: !31)
!136 = !DILocation(line: 60, column: 49, scope: !31)
!137 = !DILocation(line: 60, column: 55, scope: !31)
!138 = !DILocation(line: 60, column: 62, scope: !31)
!139 = !DILocation(line: 0, scope: !50)
!140 = !DILocation(line: 61, column: 5, scope: !50)
!141 = !DILocation(line: 58, column: 23, scope: !142)
!142 = distinct !DILexicalBlock(scope: !44, file: !1, line: 57, column: 5)
!143 = !DILocation(line: 58, column: 9, scope: !142)
!144 = !DILocation(line: 57, column: 30, scope: !142)
!145 = !DILocation(line: 57, column: 23, scope: !142)
!146 = distinct !{!146, !112, !147, !130}
!147 = !DILocation(line: 58, column: 27, scope: !44)
!148 = !DILocation(line: 69, column: 5, scope: !31)
!149 = !DILocation(line: 70, column: 39, scope: !31)
!150 = !DILocation(line: 70, column: 45, scope: !31)
!151 = !DILocation(line: 70, column: 51, scope: !31)
!152 = !DILocation(line: 70, column: 57, scope: !31)
!153 = !DILocation(line: 70, column: 5, scope: !31)
!154 = !DILocation(line: 71, column: 5, scope: !31)
!155 = !DILocation(line: 0, scope: !56)
!156 = !DILocation(line: 72, column: 5, scope: !56)
!157 = !DILocalVariable(name: "__key", arg: 1, scope: !158, file: !159, line: 20, type: !11)
!158 = distinct !DISubprogram(name: "bsearch", scope: !159, file: !159, line: 20, type: !160, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !167)
!159 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!160 = !DISubroutineType(types: !161)
!161 = !{!8, !11, !11, !4, !4, !162}
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !163, line: 829, baseType: !164)
!163 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DISubroutineType(types: !166)
!166 = !{!3, !11, !11}
!167 = !{!157, !168, !169, !170, !171, !172, !173, !174, !175, !176}
!168 = !DILocalVariable(name: "__base", arg: 2, scope: !158, file: !159, line: 20, type: !11)
!169 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !158, file: !159, line: 20, type: !4)
!170 = !DILocalVariable(name: "__size", arg: 4, scope: !158, file: !159, line: 20, type: !4)
!171 = !DILocalVariable(name: "__compar", arg: 5, scope: !158, file: !159, line: 21, type: !162)
!172 = !DILocalVariable(name: "__l", scope: !158, file: !159, line: 23, type: !4)
!173 = !DILocalVariable(name: "__u", scope: !158, file: !159, line: 23, type: !4)
!174 = !DILocalVariable(name: "__idx", scope: !158, file: !159, line: 23, type: !4)
!175 = !DILocalVariable(name: "__p", scope: !158, file: !159, line: 24, type: !11)
!176 = !DILocalVariable(name: "__comparison", scope: !158, file: !159, line: 25, type: !3)
!177 = !DILocation(line: 0, scope: !158, inlinedAt: !178)
!178 = distinct !DILocation(line: 62, column: 18, scope: !52)
!179 = !DILocation(line: 31, column: 20, scope: !180, inlinedAt: !178)
!180 = distinct !DILexicalBlock(scope: !158, file: !159, line: 30, column: 5)
!181 = !DILocation(line: 31, column: 27, scope: !180, inlinedAt: !178)
!182 = !DILocation(line: 32, column: 53, scope: !180, inlinedAt: !178)
!183 = !DILocalVariable(name: "a", arg: 1, scope: !184, file: !1, line: 14, type: !11)
!184 = distinct !DISubprogram(name: "cmp_int", scope: !1, file: !1, line: 14, type: !165, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !185)
!185 = !{!183, !186, !187, !188}
!186 = !DILocalVariable(name: "b", arg: 2, scope: !184, file: !1, line: 14, type: !11)
!187 = !DILocalVariable(name: "x", scope: !184, file: !1, line: 15, type: !3)
!188 = !DILocalVariable(name: "y", scope: !184, file: !1, line: 15, type: !3)
!189 = !DILocation(line: 0, scope: !184, inlinedAt: !190)
!190 = distinct !DILocation(line: 33, column: 22, scope: !180, inlinedAt: !178)
!191 = !DILocation(line: 15, column: 34, scope: !184, inlinedAt: !190)
!192 = !DILocation(line: 16, column: 15, scope: !184, inlinedAt: !190)
!193 = !DILocation(line: 16, column: 25, scope: !184, inlinedAt: !190)
!194 = !DILocation(line: 16, column: 20, scope: !184, inlinedAt: !190)
!195 = !DILocation(line: 34, column: 24, scope: !196, inlinedAt: !178)
!196 = distinct !DILexicalBlock(scope: !180, file: !159, line: 34, column: 11)
!197 = !DILocation(line: 34, column: 11, scope: !180, inlinedAt: !178)
!198 = !DILocation(line: 36, column: 29, scope: !199, inlinedAt: !178)
!199 = distinct !DILexicalBlock(scope: !196, file: !159, line: 36, column: 16)
!200 = !DILocation(line: 36, column: 16, scope: !196, inlinedAt: !178)
!201 = !DILocation(line: 37, column: 14, scope: !199, inlinedAt: !178)
!202 = !DILocation(line: 29, column: 14, scope: !158, inlinedAt: !178)
!203 = !DILocation(line: 29, column: 3, scope: !158, inlinedAt: !178)
!204 = distinct !{!204, !203, !205, !130}
!205 = !DILocation(line: 49, column: 5, scope: !158, inlinedAt: !178)
!206 = !DILocation(line: 0, scope: !52)
!207 = !DILocation(line: 64, column: 13, scope: !208)
!208 = distinct !DILexicalBlock(scope: !52, file: !1, line: 63, column: 13)
!209 = !DILocation(line: 67, column: 13, scope: !208)
!210 = !DILocation(line: 61, column: 30, scope: !53)
!211 = !DILocation(line: 61, column: 23, scope: !53)
!212 = distinct !{!212, !140, !213, !130}
!213 = !DILocation(line: 68, column: 5, scope: !50)
!214 = !DILocation(line: 74, column: 5, scope: !31)
!215 = !DILocation(line: 75, column: 5, scope: !31)
!216 = !DILocation(line: 75, column: 19, scope: !31)
!217 = !DILocation(line: 79, column: 5, scope: !31)
!218 = !DILocation(line: 0, scope: !71)
!219 = !DILocation(line: 81, column: 53, scope: !220)
!220 = distinct !DILexicalBlock(scope: !71, file: !1, line: 80, column: 5)
!221 = !{!222, !123, i64 12}
!222 = !{!"person", !124, i64 0, !123, i64 12, !223, i64 16}
!223 = !{!"double", !124, i64 0}
!224 = !DILocation(line: 81, column: 9, scope: !220)
!225 = !DILocation(line: 81, column: 27, scope: !220)
!226 = !DILocation(line: 82, column: 5, scope: !31)
!227 = !DILocation(line: 83, column: 5, scope: !31)
!228 = !DILocation(line: 0, scope: !73)
!229 = !DILocation(line: 85, column: 55, scope: !230)
!230 = distinct !DILexicalBlock(scope: !73, file: !1, line: 84, column: 5)
!231 = !{!222, !223, i64 16}
!232 = !DILocation(line: 85, column: 9, scope: !230)
!233 = !DILocation(line: 86, column: 5, scope: !31)
!234 = !DILocation(line: 87, column: 5, scope: !31)
!235 = !DILocation(line: 87, column: 19, scope: !31)
!236 = !DILocation(line: 88, column: 5, scope: !31)
!237 = !DILocation(line: 89, column: 9, scope: !31)
!238 = !DILocation(line: 89, column: 15, scope: !31)
!239 = !DILocation(line: 0, scope: !158, inlinedAt: !240)
!240 = distinct !DILocation(line: 90, column: 25, scope: !31)
!241 = !DILocation(line: 73, column: 23, scope: !242)
!242 = distinct !DILexicalBlock(scope: !56, file: !1, line: 72, column: 5)
!243 = !DILocation(line: 73, column: 9, scope: !242)
!244 = !DILocation(line: 72, column: 30, scope: !242)
!245 = !DILocation(line: 72, column: 23, scope: !242)
!246 = distinct !{!246, !156, !247, !130}
!247 = !DILocation(line: 73, column: 27, scope: !56)
!248 = !DILocation(line: 31, column: 20, scope: !180, inlinedAt: !240)
!249 = !DILocation(line: 31, column: 27, scope: !180, inlinedAt: !240)
!250 = !DILocation(line: 32, column: 62, scope: !180, inlinedAt: !240)
!251 = !DILocation(line: 32, column: 53, scope: !180, inlinedAt: !240)
!252 = !DILocalVariable(name: "a", arg: 1, scope: !253, file: !1, line: 32, type: !11)
!253 = distinct !DISubprogram(name: "cmp_person_score", scope: !1, file: !1, line: 32, type: !165, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !254)
!254 = !{!252, !255, !256, !259}
!255 = !DILocalVariable(name: "b", arg: 2, scope: !253, file: !1, line: 32, type: !11)
!256 = !DILocalVariable(name: "p", scope: !253, file: !1, line: 33, type: !257)
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!258 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!259 = !DILocalVariable(name: "q", scope: !253, file: !1, line: 33, type: !257)
!260 = !DILocation(line: 0, scope: !253, inlinedAt: !261)
!261 = distinct !DILocation(line: 33, column: 22, scope: !180, inlinedAt: !240)
!262 = !DILocation(line: 34, column: 23, scope: !263, inlinedAt: !261)
!263 = distinct !DILexicalBlock(scope: !253, file: !1, line: 34, column: 9)
!264 = !DILocation(line: 34, column: 18, scope: !263, inlinedAt: !261)
!265 = !DILocation(line: 34, column: 9, scope: !253, inlinedAt: !261)
!266 = !DILocation(line: 35, column: 18, scope: !267, inlinedAt: !261)
!267 = distinct !DILexicalBlock(scope: !253, file: !1, line: 35, column: 9)
!268 = !DILocation(line: 35, column: 9, scope: !253, inlinedAt: !261)
!269 = !DILocation(line: 36, column: 12, scope: !253, inlinedAt: !261)
!270 = !DILocation(line: 34, column: 24, scope: !196, inlinedAt: !240)
!271 = !DILocation(line: 34, column: 11, scope: !180, inlinedAt: !240)
!272 = !DILocation(line: 36, column: 29, scope: !199, inlinedAt: !240)
!273 = !DILocation(line: 36, column: 16, scope: !196, inlinedAt: !240)
!274 = !DILocation(line: 37, column: 14, scope: !199, inlinedAt: !240)
!275 = !DILocation(line: 29, column: 14, scope: !158, inlinedAt: !240)
!276 = !DILocation(line: 29, column: 3, scope: !158, inlinedAt: !240)
!277 = distinct !{!277, !276, !278, !130}
!278 = !DILocation(line: 49, column: 5, scope: !158, inlinedAt: !240)
!279 = !DILocation(line: 91, column: 82, scope: !31)
!280 = !DILocation(line: 91, column: 67, scope: !31)
!281 = !DILocation(line: 91, column: 5, scope: !31)
!282 = !DILocation(line: 92, column: 5, scope: !31)
!283 = !DILocation(line: 92, column: 17, scope: !31)
!284 = !DILocation(line: 95, column: 5, scope: !31)
!285 = !DILocation(line: 0, scope: !83)
!286 = !DILocation(line: 97, column: 25, scope: !287)
!287 = distinct !DILexicalBlock(scope: !83, file: !1, line: 96, column: 5)
!288 = !{!289, !289, i64 0}
!289 = !{!"any pointer", !124, i64 0}
!290 = !DILocation(line: 97, column: 9, scope: !287)
!291 = !DILocation(line: 98, column: 5, scope: !31)
!292 = !DILocation(line: 0, scope: !89)
!293 = !DILocation(line: 0, scope: !158, inlinedAt: !294)
!294 = distinct !DILocation(line: 101, column: 26, scope: !91)
!295 = !DILocation(line: 31, column: 20, scope: !180, inlinedAt: !294)
!296 = !DILocation(line: 31, column: 27, scope: !180, inlinedAt: !294)
!297 = !DILocation(line: 32, column: 53, scope: !180, inlinedAt: !294)
!298 = !DILocalVariable(name: "a", arg: 1, scope: !299, file: !1, line: 38, type: !11)
!299 = distinct !DISubprogram(name: "cmp_str", scope: !1, file: !1, line: 38, type: !165, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !300)
!300 = !{!298, !301}
!301 = !DILocalVariable(name: "b", arg: 2, scope: !299, file: !1, line: 38, type: !11)
!302 = !DILocation(line: 0, scope: !299, inlinedAt: !303)
!303 = distinct !DILocation(line: 33, column: 22, scope: !180, inlinedAt: !294)
!304 = !DILocation(line: 39, column: 44, scope: !299, inlinedAt: !303)
!305 = !DILocation(line: 39, column: 12, scope: !299, inlinedAt: !303)
!306 = !DILocation(line: 34, column: 24, scope: !196, inlinedAt: !294)
!307 = !DILocation(line: 34, column: 11, scope: !180, inlinedAt: !294)
!308 = !DILocation(line: 36, column: 29, scope: !199, inlinedAt: !294)
!309 = !DILocation(line: 36, column: 16, scope: !196, inlinedAt: !294)
!310 = !DILocation(line: 37, column: 14, scope: !199, inlinedAt: !294)
!311 = !DILocation(line: 29, column: 14, scope: !158, inlinedAt: !294)
!312 = !DILocation(line: 29, column: 3, scope: !158, inlinedAt: !294)
!313 = distinct !{!313, !312, !314, !130}
!314 = !DILocation(line: 49, column: 5, scope: !158, inlinedAt: !294)
!315 = !DILocation(line: 102, column: 46, scope: !91)
!316 = !DILocation(line: 0, scope: !91)
!317 = !DILocation(line: 102, column: 9, scope: !91)
!318 = !DILocation(line: 104, column: 5, scope: !31)
!319 = !DILocation(line: 104, column: 12, scope: !31)
!320 = !DILocation(line: 0, scope: !97)
!321 = !DILocation(line: 106, column: 9, scope: !322)
!322 = distinct !DILexicalBlock(scope: !97, file: !1, line: 105, column: 5)
!323 = !DILocation(line: 106, column: 14, scope: !322)
!324 = !{!223, !223, i64 0}
!325 = !DILocation(line: 107, column: 5, scope: !31)
!326 = !DILocation(line: 0, scope: !99)
!327 = !DILocation(line: 109, column: 25, scope: !328)
!328 = distinct !DILexicalBlock(scope: !99, file: !1, line: 108, column: 5)
!329 = !DILocation(line: 109, column: 9, scope: !328)
!330 = !DILocation(line: 110, column: 5, scope: !31)
!331 = !DILocation(line: 111, column: 5, scope: !31)
!332 = !DILocation(line: 111, column: 10, scope: !31)
!333 = !DILocation(line: 112, column: 14, scope: !31)
!334 = !DILocation(line: 112, column: 5, scope: !31)
!335 = !DILocation(line: 113, column: 5, scope: !31)
!336 = !DILocation(line: 115, column: 5, scope: !31)
!337 = !DILocation(line: 116, column: 5, scope: !31)
!338 = !DILocation(line: 0, scope: !158, inlinedAt: !339)
!339 = distinct !DILocation(line: 118, column: 50, scope: !31)
!340 = !DILocation(line: 0, scope: !158, inlinedAt: !341)
!341 = distinct !DILocation(line: 119, column: 12, scope: !31)
!342 = !DILocation(line: 0, scope: !184, inlinedAt: !343)
!343 = distinct !DILocation(line: 33, column: 22, scope: !180, inlinedAt: !341)
!344 = !DILocation(line: 118, column: 5, scope: !31)
!345 = !DILocation(line: 121, column: 1, scope: !31)
!346 = !DILocation(line: 120, column: 5, scope: !31)
!347 = !DISubprogram(name: "qsort", scope: !163, file: !163, line: 851, type: !348, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !350)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !8, !4, !4, !162}
!350 = !{}
!351 = !DILocation(line: 0, scope: !184)
!352 = !DILocation(line: 15, column: 14, scope: !184)
!353 = !DILocation(line: 15, column: 13, scope: !184)
!354 = !DILocation(line: 15, column: 35, scope: !184)
!355 = !DILocation(line: 15, column: 34, scope: !184)
!356 = !DILocation(line: 16, column: 15, scope: !184)
!357 = !DILocation(line: 16, column: 25, scope: !184)
!358 = !DILocation(line: 16, column: 20, scope: !184)
!359 = !DILocation(line: 16, column: 5, scope: !184)
!360 = distinct !DISubprogram(name: "cmp_int_desc", scope: !1, file: !1, line: 18, type: !165, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !361)
!361 = !{!362, !363}
!362 = !DILocalVariable(name: "a", arg: 1, scope: !360, file: !1, line: 18, type: !11)
!363 = !DILocalVariable(name: "b", arg: 2, scope: !360, file: !1, line: 18, type: !11)
!364 = !DILocation(line: 0, scope: !360)
!365 = !DILocation(line: 0, scope: !184, inlinedAt: !366)
!366 = distinct !DILocation(line: 18, column: 64, scope: !360)
!367 = !DILocation(line: 15, column: 14, scope: !184, inlinedAt: !366)
!368 = !DILocation(line: 15, column: 13, scope: !184, inlinedAt: !366)
!369 = !DILocation(line: 15, column: 35, scope: !184, inlinedAt: !366)
!370 = !DILocation(line: 15, column: 34, scope: !184, inlinedAt: !366)
!371 = !DILocation(line: 16, column: 15, scope: !184, inlinedAt: !366)
!372 = !DILocation(line: 16, column: 25, scope: !184, inlinedAt: !366)
!373 = !DILocation(line: 16, column: 20, scope: !184, inlinedAt: !366)
!374 = !DILocation(line: 18, column: 57, scope: !360)
!375 = distinct !DISubprogram(name: "cmp_abs_then_value", scope: !1, file: !1, line: 19, type: !165, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !376)
!376 = !{!377, !378, !379, !380, !381, !382}
!377 = !DILocalVariable(name: "a", arg: 1, scope: !375, file: !1, line: 19, type: !11)
!378 = !DILocalVariable(name: "b", arg: 2, scope: !375, file: !1, line: 19, type: !11)
!379 = !DILocalVariable(name: "x", scope: !375, file: !1, line: 20, type: !3)
!380 = !DILocalVariable(name: "y", scope: !375, file: !1, line: 20, type: !3)
!381 = !DILocalVariable(name: "ax", scope: !375, file: !1, line: 21, type: !3)
!382 = !DILocalVariable(name: "ay", scope: !375, file: !1, line: 21, type: !3)
!383 = !DILocation(line: 0, scope: !375)
!384 = !DILocation(line: 20, column: 14, scope: !375)
!385 = !DILocation(line: 20, column: 13, scope: !375)
!386 = !DILocation(line: 20, column: 35, scope: !375)
!387 = !DILocation(line: 20, column: 34, scope: !375)
!388 = !DILocation(line: 21, column: 14, scope: !375)
!389 = !DILocation(line: 21, column: 27, scope: !375)
!390 = !DILocation(line: 22, column: 12, scope: !391)
!391 = distinct !DILexicalBlock(scope: !375, file: !1, line: 22, column: 9)
!392 = !DILocation(line: 22, column: 9, scope: !375)
!393 = !DILocation(line: 25, column: 1, scope: !375)
!394 = distinct !DISubprogram(name: "cmp_person_age", scope: !1, file: !1, line: 26, type: !165, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !395)
!395 = !{!396, !397, !398, !399}
!396 = !DILocalVariable(name: "a", arg: 1, scope: !394, file: !1, line: 26, type: !11)
!397 = !DILocalVariable(name: "b", arg: 2, scope: !394, file: !1, line: 26, type: !11)
!398 = !DILocalVariable(name: "p", scope: !394, file: !1, line: 27, type: !257)
!399 = !DILocalVariable(name: "q", scope: !394, file: !1, line: 27, type: !257)
!400 = !DILocation(line: 0, scope: !394)
!401 = !DILocation(line: 28, column: 12, scope: !402)
!402 = distinct !DILexicalBlock(scope: !394, file: !1, line: 28, column: 9)
!403 = !DILocation(line: 28, column: 22, scope: !402)
!404 = !DILocation(line: 28, column: 16, scope: !402)
!405 = !DILocation(line: 28, column: 9, scope: !394)
!406 = !DILocation(line: 29, column: 23, scope: !402)
!407 = !DILocation(line: 29, column: 9, scope: !402)
!408 = !DILocation(line: 30, column: 12, scope: !394)
!409 = !DILocation(line: 30, column: 5, scope: !394)
!410 = !DILocation(line: 31, column: 1, scope: !394)
!411 = !DILocation(line: 0, scope: !253)
!412 = !DILocation(line: 34, column: 12, scope: !263)
!413 = !DILocation(line: 34, column: 23, scope: !263)
!414 = !DILocation(line: 34, column: 18, scope: !263)
!415 = !DILocation(line: 34, column: 9, scope: !253)
!416 = !DILocation(line: 35, column: 18, scope: !267)
!417 = !DILocation(line: 35, column: 9, scope: !253)
!418 = !DILocation(line: 36, column: 12, scope: !253)
!419 = !DILocation(line: 36, column: 5, scope: !253)
!420 = !DILocation(line: 37, column: 1, scope: !253)
!421 = !DILocation(line: 0, scope: !299)
!422 = !DILocation(line: 39, column: 20, scope: !299)
!423 = !DILocation(line: 39, column: 19, scope: !299)
!424 = !DILocation(line: 39, column: 45, scope: !299)
!425 = !DILocation(line: 39, column: 44, scope: !299)
!426 = !DILocation(line: 39, column: 12, scope: !299)
!427 = !DILocation(line: 39, column: 5, scope: !299)
!428 = distinct !DISubprogram(name: "cmp_double", scope: !1, file: !1, line: 41, type: !165, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !429)
!429 = !{!430, !431, !432, !433}
!430 = !DILocalVariable(name: "a", arg: 1, scope: !428, file: !1, line: 41, type: !11)
!431 = !DILocalVariable(name: "b", arg: 2, scope: !428, file: !1, line: 41, type: !11)
!432 = !DILocalVariable(name: "x", scope: !428, file: !1, line: 42, type: !20)
!433 = !DILocalVariable(name: "y", scope: !428, file: !1, line: 42, type: !20)
!434 = !DILocation(line: 0, scope: !428)
!435 = !DILocation(line: 42, column: 17, scope: !428)
!436 = !DILocation(line: 42, column: 16, scope: !428)
!437 = !DILocation(line: 42, column: 41, scope: !428)
!438 = !DILocation(line: 42, column: 40, scope: !428)
!439 = !DILocation(line: 43, column: 15, scope: !428)
!440 = !DILocation(line: 43, column: 25, scope: !428)
!441 = !DILocation(line: 43, column: 20, scope: !428)
!442 = !DILocation(line: 43, column: 5, scope: !428)
!443 = distinct !DISubprogram(name: "cmp_char", scope: !1, file: !1, line: 45, type: !165, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !444)
!444 = !{!445, !446}
!445 = !DILocalVariable(name: "a", arg: 1, scope: !443, file: !1, line: 45, type: !11)
!446 = !DILocalVariable(name: "b", arg: 2, scope: !443, file: !1, line: 45, type: !11)
!447 = !DILocation(line: 0, scope: !443)
!448 = !DILocation(line: 46, column: 12, scope: !443)
!449 = !{!124, !124, i64 0}
!450 = !DILocation(line: 46, column: 40, scope: !443)
!451 = !DILocation(line: 46, column: 38, scope: !443)
!452 = !DILocation(line: 46, column: 5, scope: !443)
