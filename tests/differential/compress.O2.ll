; ModuleID = 'compress.c'
source_filename = "compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"the cat \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"sat on \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"the mat \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"and the dog \00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"barked \00", align 1, !dbg !19
@__const.main.phrases = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [58 x i8] c"kind %d: rle %zu bytes ok=%d, lz %zu bytes ok=%d hash=%u\0A\00", align 1, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !29 {
  %1 = tail call noalias dereferenceable_or_null(1200) ptr @malloc(i64 noundef 1200) #8, !dbg !88
    #dbg_value(ptr %1, !34, !DIExpression(), !89)
  %2 = tail call noalias dereferenceable_or_null(3600) ptr @malloc(i64 noundef 3600) #8, !dbg !90
    #dbg_value(ptr %2, !37, !DIExpression(), !89)
  %3 = tail call noalias dereferenceable_or_null(1200) ptr @malloc(i64 noundef 1200) #8, !dbg !91
    #dbg_value(ptr %3, !38, !DIExpression(), !89)
    #dbg_value(i32 0, !45, !DIExpression(), !92)
  br label %4, !dbg !93

4:                                                ; preds = %0, %385
  %5 = phi i32 [ 0, %0 ], [ %390, %385 ]
    #dbg_value(i32 %5, !45, !DIExpression(), !92)
    #dbg_value(i64 0, !47, !DIExpression(), !94)
    #dbg_value(i32 1, !53, !DIExpression(), !94)
  br label %7, !dbg !95

6:                                                ; preds = %385
  tail call void @free(ptr noundef %1) #9, !dbg !96
  tail call void @free(ptr noundef %2) #9, !dbg !97
  tail call void @free(ptr noundef %3) #9, !dbg !98
  ret i32 0, !dbg !99

7:                                                ; preds = %4, %53
  %8 = phi i64 [ 0, %4 ], [ %54, %53 ]
  %9 = phi i32 [ 1, %4 ], [ %11, %53 ]
    #dbg_value(i64 %8, !47, !DIExpression(), !94)
    #dbg_value(i32 %9, !53, !DIExpression(), !94)
  %10 = mul i32 %9, 1103515245, !dbg !100
  %11 = add i32 %10, 12345, !dbg !100
  switch i32 %5, label %48 [
    i32 0, label %12
    i32 1, label %27
  ], !dbg !101

12:                                               ; preds = %7
    #dbg_value(i32 %11, !53, !DIExpression(), !94)
    #dbg_value(i16 poison, !55, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !102)
    #dbg_value(i32 %11, !59, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 3, DW_OP_and, DW_OP_plus_uconst, 97, DW_OP_stack_value), !102)
    #dbg_value(i64 0, !60, !DIExpression(), !103)
    #dbg_value(i64 %8, !47, !DIExpression(), !94)
  %13 = lshr i32 %11, 24, !dbg !104
    #dbg_value(i32 %13, !59, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 3, DW_OP_and, DW_OP_plus_uconst, 97, DW_OP_stack_value), !102)
  %14 = trunc nuw i32 %13 to i8, !dbg !105
    #dbg_value(i8 %14, !59, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_plus_uconst, 97, DW_OP_stack_value), !102)
  %15 = and i8 %14, 3, !dbg !105
    #dbg_value(i8 %15, !59, !DIExpression(DW_OP_plus_uconst, 97, DW_OP_stack_value), !102)
  %16 = add nuw nsw i8 %15, 97, !dbg !105
    #dbg_value(i8 %16, !59, !DIExpression(), !102)
  %17 = lshr i32 %11, 16, !dbg !106
  %18 = trunc nuw i32 %17 to i16, !dbg !107
  %19 = urem i16 %18, 40, !dbg !107
    #dbg_value(i16 %19, !55, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !102)
  %20 = getelementptr i8, ptr %1, i64 %8, !dbg !108
  %21 = zext nneg i16 %19 to i64, !dbg !108
  %22 = sub nuw nsw i64 1199, %8, !dbg !108
  %23 = tail call i64 @llvm.umin.i64(i64 %21, i64 %22), !dbg !108
  %24 = add nuw nsw i64 %23, 1, !dbg !108
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %20, i8 %16, i64 %24, i1 false), !dbg !109, !tbaa !111
    #dbg_value(i64 poison, !47, !DIExpression(), !94)
    #dbg_value(i64 poison, !60, !DIExpression(), !103)
  %25 = add nuw nsw i64 %8, 1, !dbg !108
  %26 = add nuw nsw i64 %25, %23, !dbg !108
  br label %53, !dbg !114

27:                                               ; preds = %7
    #dbg_value(i32 %11, !53, !DIExpression(), !94)
  %28 = lshr i32 %11, 16, !dbg !115
  %29 = trunc nuw i32 %28 to i16, !dbg !116
  %30 = urem i16 %29, 5, !dbg !116
  %31 = zext nneg i16 %30 to i64, !dbg !117
  %32 = getelementptr inbounds [5 x ptr], ptr @__const.main.phrases, i64 0, i64 %31, !dbg !117
  %33 = load ptr, ptr %32, align 8, !dbg !117, !tbaa !118
    #dbg_value(ptr %33, !62, !DIExpression(), !120)
    #dbg_value(i64 0, !65, !DIExpression(), !121)
    #dbg_value(i64 %8, !47, !DIExpression(), !94)
  %34 = load i8, ptr %33, align 1, !dbg !122, !tbaa !111
  %35 = icmp eq i8 %34, 0, !dbg !122
  br i1 %35, label %53, label %36, !dbg !124

36:                                               ; preds = %27, %36
  %37 = phi i8 [ %44, %36 ], [ %34, %27 ]
  %38 = phi i64 [ %40, %36 ], [ %8, %27 ]
  %39 = phi i64 [ %42, %36 ], [ 0, %27 ]
    #dbg_value(i64 %38, !47, !DIExpression(), !94)
    #dbg_value(i64 %39, !65, !DIExpression(), !121)
  %40 = add nuw nsw i64 %38, 1, !dbg !125
    #dbg_value(i64 %40, !47, !DIExpression(), !94)
  %41 = getelementptr inbounds i8, ptr %1, i64 %38, !dbg !126
  store i8 %37, ptr %41, align 1, !dbg !127, !tbaa !111
  %42 = add nuw nsw i64 %39, 1, !dbg !128
    #dbg_value(i64 %42, !65, !DIExpression(), !121)
  %43 = getelementptr inbounds i8, ptr %33, i64 %42, !dbg !122
  %44 = load i8, ptr %43, align 1, !dbg !122, !tbaa !111
  %45 = icmp ne i8 %44, 0, !dbg !122
  %46 = icmp ult i64 %38, 1199, !dbg !129
  %47 = and i1 %45, %46, !dbg !129
  br i1 %47, label %36, label %53, !dbg !124, !llvm.loop !130

48:                                               ; preds = %7
    #dbg_value(i32 %11, !53, !DIExpression(), !94)
  %49 = lshr i32 %11, 23, !dbg !133
  %50 = trunc i32 %49 to i8, !dbg !135
  %51 = add nuw nsw i64 %8, 1, !dbg !136
    #dbg_value(i64 %51, !47, !DIExpression(), !94)
  %52 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !137
  store i8 %50, ptr %52, align 1, !dbg !138, !tbaa !111
  br label %53

53:                                               ; preds = %36, %12, %27, %48
  %54 = phi i64 [ %51, %48 ], [ %8, %27 ], [ %26, %12 ], [ %40, %36 ], !dbg !94
    #dbg_value(i64 %54, !47, !DIExpression(), !94)
    #dbg_value(i32 %11, !53, !DIExpression(), !94)
  %55 = icmp ult i64 %54, 1200, !dbg !114
  br i1 %55, label %7, label %56, !dbg !95, !llvm.loop !139

56:                                               ; preds = %53, %86
  %57 = phi i64 [ %66, %86 ], [ 0, %53 ]
  %58 = phi i64 [ %90, %86 ], [ 0, %53 ]
    #dbg_value(i64 %57, !141, !DIExpression(), !156)
    #dbg_value(i64 %58, !152, !DIExpression(), !158)
    #dbg_value(i64 1, !153, !DIExpression(), !159)
  %59 = icmp ult i64 %57, 1199, !dbg !160
  br i1 %59, label %60, label %77, !dbg !161

60:                                               ; preds = %56
  %61 = add nuw nsw i64 %57, 1, !dbg !162
  %62 = getelementptr inbounds i8, ptr %1, i64 %57
  %63 = load i8, ptr %62, align 1, !tbaa !111
  %64 = sub nuw nsw i64 1200, %57, !dbg !161
  br label %65, !dbg !161

65:                                               ; preds = %73, %60
  %66 = phi i64 [ %61, %60 ], [ %75, %73 ]
  %67 = phi i64 [ 1, %60 ], [ %74, %73 ]
    #dbg_value(i64 %67, !153, !DIExpression(), !159)
  %68 = getelementptr inbounds i8, ptr %1, i64 %66, !dbg !163
  %69 = load i8, ptr %68, align 1, !dbg !163, !tbaa !111
  %70 = icmp eq i8 %69, %63, !dbg !164
  %71 = icmp ult i64 %67, 255
  %72 = and i1 %71, %70, !dbg !165
  br i1 %72, label %73, label %86, !dbg !165

73:                                               ; preds = %65
  %74 = add nuw nsw i64 %67, 1, !dbg !166
    #dbg_value(i64 %74, !153, !DIExpression(), !159)
  %75 = add nuw nsw i64 %74, %57, !dbg !162
  %76 = icmp eq i64 %74, %64, !dbg !160
  br i1 %76, label %77, label %65, !dbg !161, !llvm.loop !167

77:                                               ; preds = %56, %73
  %78 = phi i64 [ %64, %73 ], [ 1, %56 ]
  %79 = trunc i64 %78 to i8, !dbg !169
  %80 = or disjoint i64 %58, 1, !dbg !170
    #dbg_value(i64 %80, !152, !DIExpression(), !158)
  %81 = getelementptr inbounds i8, ptr %2, i64 %58, !dbg !171
  store i8 %79, ptr %81, align 1, !dbg !172, !tbaa !111
  %82 = getelementptr inbounds i8, ptr %1, i64 %57, !dbg !173
  %83 = load i8, ptr %82, align 1, !dbg !173, !tbaa !111
  %84 = add i64 %58, 2, !dbg !174
    #dbg_value(i64 %84, !152, !DIExpression(), !158)
  %85 = getelementptr inbounds i8, ptr %2, i64 %80, !dbg !175
  store i8 %83, ptr %85, align 1, !dbg !176, !tbaa !111
    #dbg_value(i64 poison, !141, !DIExpression(), !156)
  br label %93, !dbg !177

86:                                               ; preds = %65
  %87 = trunc i64 %67 to i8, !dbg !169
  %88 = or disjoint i64 %58, 1, !dbg !170
    #dbg_value(i64 %88, !152, !DIExpression(), !158)
  %89 = getelementptr inbounds i8, ptr %2, i64 %58, !dbg !171
  store i8 %87, ptr %89, align 1, !dbg !172, !tbaa !111
  %90 = add i64 %58, 2, !dbg !174
    #dbg_value(i64 %90, !152, !DIExpression(), !158)
  %91 = getelementptr inbounds i8, ptr %2, i64 %88, !dbg !175
  store i8 %63, ptr %91, align 1, !dbg !176, !tbaa !111
    #dbg_value(i64 %66, !141, !DIExpression(), !156)
  %92 = icmp ult i64 %66, 1200, !dbg !178
  br i1 %92, label %56, label %93, !dbg !177, !llvm.loop !179

93:                                               ; preds = %86, %77
  %94 = phi i64 [ %84, %77 ], [ %90, %86 ]
    #dbg_value(i64 %94, !67, !DIExpression(), !94)
    #dbg_value(ptr %2, !181, !DIExpression(), !189)
    #dbg_value(i64 %94, !184, !DIExpression(), !189)
    #dbg_value(ptr %3, !185, !DIExpression(), !189)
    #dbg_value(i64 0, !186, !DIExpression(), !189)
    #dbg_value(i64 0, !187, !DIExpression(), !191)
  %95 = icmp ugt i64 %94, 1, !dbg !192
  br i1 %95, label %96, label %115, !dbg !194

96:                                               ; preds = %93, %96
  %97 = phi i64 [ %107, %96 ], [ 0, %93 ]
  %98 = phi i64 [ %106, %96 ], [ 0, %93 ]
  %99 = or disjoint i64 %97, 1, !dbg !195
    #dbg_value(i64 %97, !187, !DIExpression(), !191)
    #dbg_value(i64 %98, !186, !DIExpression(), !189)
  %100 = getelementptr inbounds i8, ptr %3, i64 %98, !dbg !195
  %101 = getelementptr inbounds i8, ptr %2, i64 %99, !dbg !197
  %102 = load i8, ptr %101, align 1, !dbg !197, !tbaa !111
  %103 = getelementptr inbounds i8, ptr %2, i64 %97, !dbg !198
  %104 = load i8, ptr %103, align 1, !dbg !198, !tbaa !111
  %105 = zext i8 %104 to i64, !dbg !198
  tail call void @llvm.memset.p0.i64(ptr align 1 %100, i8 %102, i64 %105, i1 false), !dbg !199
  %106 = add i64 %98, %105, !dbg !200
    #dbg_value(i64 %106, !186, !DIExpression(), !189)
  %107 = add i64 %97, 2, !dbg !201
    #dbg_value(i64 %107, !187, !DIExpression(), !191)
  %108 = or disjoint i64 %107, 1, !dbg !202
  %109 = icmp ult i64 %108, %94, !dbg !192
  br i1 %109, label %96, label %110, !dbg !194, !llvm.loop !203

110:                                              ; preds = %96
    #dbg_value(i64 %106, !68, !DIExpression(), !94)
  %111 = icmp eq i64 %106, 1200, !dbg !205
  br i1 %111, label %112, label %115, !dbg !206

112:                                              ; preds = %110
  %113 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(1200) %3, ptr noundef nonnull dereferenceable(1200) %1, i64 1200), !dbg !207
  %114 = icmp eq i32 %113, 0, !dbg !208
  br label %115

115:                                              ; preds = %93, %112, %110
  %116 = phi i1 [ false, %110 ], [ %114, %112 ], [ false, %93 ], !dbg !94
    #dbg_value(i32 %118, !69, !DIExpression(), !94)
    #dbg_value(ptr %1, !209, !DIExpression(), !232)
    #dbg_value(i64 1200, !212, !DIExpression(), !232)
    #dbg_value(ptr %2, !213, !DIExpression(), !232)
    #dbg_value(i64 0, !214, !DIExpression(), !232)
    #dbg_value(i64 0, !215, !DIExpression(), !232)
    #dbg_value(i64 0, !216, !DIExpression(), !232)
  br label %120, !dbg !234

117:                                              ; preds = %186
  %118 = zext i1 %116 to i32, !dbg !206
    #dbg_value(i64 %189, !214, !DIExpression(), !232)
    #dbg_value(i64 %187, !216, !DIExpression(), !232)
  %119 = icmp ult i64 %187, 1200, !dbg !235
  br i1 %119, label %191, label %205, !dbg !236

120:                                              ; preds = %186, %115
  %121 = phi i64 [ 0, %115 ], [ %189, %186 ]
  %122 = phi i64 [ 0, %115 ], [ %188, %186 ]
  %123 = phi i64 [ 0, %115 ], [ %187, %186 ]
    #dbg_value(i64 %121, !214, !DIExpression(), !232)
    #dbg_value(i64 %122, !215, !DIExpression(), !232)
    #dbg_value(i64 %123, !216, !DIExpression(), !232)
    #dbg_value(i64 0, !217, !DIExpression(), !237)
    #dbg_value(i64 0, !219, !DIExpression(), !237)
  %124 = tail call i64 @llvm.usub.sat.i64(i64 %122, i64 255), !dbg !238
    #dbg_value(i64 %124, !220, !DIExpression(), !237)
    #dbg_value(i64 %124, !221, !DIExpression(), !239)
  %125 = icmp ult i64 %124, %122, !dbg !240
  br i1 %125, label %126, label %184, !dbg !241

126:                                              ; preds = %120
  %127 = sub nuw nsw i64 1200, %122, !dbg !241
  %128 = getelementptr i8, ptr %1, i64 %122
  br label %129, !dbg !241

129:                                              ; preds = %150, %126
  %130 = phi i64 [ %124, %126 ], [ %156, %150 ]
  %131 = phi i64 [ 0, %126 ], [ %155, %150 ]
  %132 = phi i64 [ 0, %126 ], [ %154, %150 ]
    #dbg_value(i64 %130, !221, !DIExpression(), !239)
    #dbg_value(i64 %131, !219, !DIExpression(), !237)
    #dbg_value(i64 %132, !217, !DIExpression(), !237)
    #dbg_value(i64 0, !223, !DIExpression(), !242)
  %133 = getelementptr i8, ptr %1, i64 %130
  br label %138, !dbg !243

134:                                              ; preds = %150
  %135 = icmp ugt i64 %154, 3, !dbg !244
  br i1 %135, label %136, label %184, !dbg !245

136:                                              ; preds = %134
    #dbg_value(i64 %121, !214, !DIExpression(), !232)
    #dbg_value(i64 %123, !216, !DIExpression(), !232)
  %137 = icmp ult i64 %123, %122, !dbg !246
  br i1 %137, label %158, label %172, !dbg !247

138:                                              ; preds = %147, %129
  %139 = phi i64 [ 0, %129 ], [ %148, %147 ]
    #dbg_value(i64 %139, !223, !DIExpression(), !242)
  %140 = getelementptr i8, ptr %133, i64 %139, !dbg !248
  %141 = load i8, ptr %140, align 1, !dbg !248, !tbaa !111
  %142 = getelementptr i8, ptr %128, i64 %139, !dbg !249
  %143 = load i8, ptr %142, align 1, !dbg !249, !tbaa !111
  %144 = icmp eq i8 %141, %143, !dbg !250
  %145 = icmp ult i64 %139, 255
  %146 = and i1 %145, %144, !dbg !251
  br i1 %146, label %147, label %150, !dbg !251

147:                                              ; preds = %138
  %148 = add nuw nsw i64 %139, 1, !dbg !252
    #dbg_value(i64 %148, !223, !DIExpression(), !242)
  %149 = icmp eq i64 %148, %127, !dbg !253
  br i1 %149, label %150, label %138, !dbg !243, !llvm.loop !254

150:                                              ; preds = %147, %138
  %151 = phi i64 [ %139, %138 ], [ %127, %147 ]
  %152 = icmp ugt i64 %151, %132, !dbg !256
  %153 = sub nsw i64 %122, %130
  %154 = tail call i64 @llvm.umax.i64(i64 %151, i64 %132), !dbg !258
  %155 = select i1 %152, i64 %153, i64 %131, !dbg !258
    #dbg_value(i64 %155, !219, !DIExpression(), !237)
    #dbg_value(i64 %154, !217, !DIExpression(), !237)
  %156 = add nuw nsw i64 %130, 1, !dbg !259
    #dbg_value(i64 %156, !221, !DIExpression(), !239)
  %157 = icmp eq i64 %156, %122, !dbg !240
  br i1 %157, label %134, label %129, !dbg !241, !llvm.loop !260

158:                                              ; preds = %136, %158
  %159 = phi i64 [ %169, %158 ], [ %121, %136 ]
  %160 = phi i64 [ %170, %158 ], [ %123, %136 ]
    #dbg_value(i64 %159, !214, !DIExpression(), !232)
    #dbg_value(i64 %160, !216, !DIExpression(), !232)
  %161 = sub nsw i64 %122, %160, !dbg !262
  %162 = tail call i64 @llvm.umin.i64(i64 %161, i64 255), !dbg !263
    #dbg_value(i64 %162, !226, !DIExpression(), !264)
    #dbg_value(i64 %159, !214, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !232)
  %163 = getelementptr inbounds i8, ptr %2, i64 %159, !dbg !265
  store i8 0, ptr %163, align 1, !dbg !266, !tbaa !111
  %164 = trunc nuw i64 %162 to i8, !dbg !267
  %165 = add i64 %159, 2, !dbg !268
    #dbg_value(i64 %165, !214, !DIExpression(), !232)
  %166 = getelementptr i8, ptr %163, i64 1, !dbg !269
  store i8 %164, ptr %166, align 1, !dbg !270, !tbaa !111
  %167 = getelementptr inbounds i8, ptr %2, i64 %165, !dbg !271
  %168 = getelementptr inbounds i8, ptr %1, i64 %160, !dbg !272
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %167, ptr readonly align 1 %168, i64 %162, i1 false), !dbg !273
  %169 = add i64 %162, %165, !dbg !274
    #dbg_value(i64 %169, !214, !DIExpression(), !232)
  %170 = add nsw i64 %162, %160, !dbg !275
    #dbg_value(i64 %170, !216, !DIExpression(), !232)
  %171 = icmp ult i64 %170, %122, !dbg !246
  br i1 %171, label %158, label %172, !dbg !247, !llvm.loop !276

172:                                              ; preds = %158, %136
  %173 = phi i64 [ %121, %136 ], [ %169, %158 ], !dbg !232
    #dbg_value(i64 %173, !214, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !232)
  %174 = getelementptr inbounds i8, ptr %2, i64 %173, !dbg !278
  store i8 1, ptr %174, align 1, !dbg !279, !tbaa !111
  %175 = lshr i64 %155, 8, !dbg !280
  %176 = trunc i64 %175 to i8, !dbg !281
    #dbg_value(i64 %173, !214, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !232)
  %177 = getelementptr i8, ptr %174, i64 1, !dbg !282
  store i8 %176, ptr %177, align 1, !dbg !283, !tbaa !111
  %178 = trunc i64 %155 to i8, !dbg !284
    #dbg_value(i64 %173, !214, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !232)
  %179 = getelementptr i8, ptr %174, i64 2, !dbg !285
  store i8 %178, ptr %179, align 1, !dbg !286, !tbaa !111
  %180 = trunc i64 %154 to i8, !dbg !287
  %181 = add i64 %173, 4, !dbg !288
    #dbg_value(i64 %181, !214, !DIExpression(), !232)
  %182 = getelementptr i8, ptr %174, i64 3, !dbg !289
  store i8 %180, ptr %182, align 1, !dbg !290, !tbaa !111
  %183 = add i64 %154, %122, !dbg !291
    #dbg_value(i64 %183, !215, !DIExpression(), !232)
    #dbg_value(i64 %183, !216, !DIExpression(), !232)
  br label %186, !dbg !292

184:                                              ; preds = %134, %120
  %185 = add nuw nsw i64 %122, 1, !dbg !293
    #dbg_value(i64 %185, !215, !DIExpression(), !232)
  br label %186

186:                                              ; preds = %184, %172
  %187 = phi i64 [ %183, %172 ], [ %123, %184 ], !dbg !232
  %188 = phi i64 [ %183, %172 ], [ %185, %184 ], !dbg !295
  %189 = phi i64 [ %181, %172 ], [ %121, %184 ], !dbg !232
    #dbg_value(i64 %189, !214, !DIExpression(), !232)
    #dbg_value(i64 %188, !215, !DIExpression(), !232)
    #dbg_value(i64 %187, !216, !DIExpression(), !232)
  %190 = icmp ult i64 %188, 1200, !dbg !296
  br i1 %190, label %120, label %117, !dbg !234, !llvm.loop !297

191:                                              ; preds = %117, %191
  %192 = phi i64 [ %202, %191 ], [ %189, %117 ]
  %193 = phi i64 [ %203, %191 ], [ %187, %117 ]
    #dbg_value(i64 %192, !214, !DIExpression(), !232)
    #dbg_value(i64 %193, !216, !DIExpression(), !232)
  %194 = sub nuw nsw i64 1200, %193, !dbg !299
  %195 = tail call i64 @llvm.umin.i64(i64 %194, i64 255), !dbg !300
    #dbg_value(i64 %195, !230, !DIExpression(), !301)
    #dbg_value(i64 %192, !214, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !232)
  %196 = getelementptr inbounds i8, ptr %2, i64 %192, !dbg !302
  store i8 0, ptr %196, align 1, !dbg !303, !tbaa !111
  %197 = trunc nuw i64 %195 to i8, !dbg !304
  %198 = add i64 %192, 2, !dbg !305
    #dbg_value(i64 %198, !214, !DIExpression(), !232)
  %199 = getelementptr i8, ptr %196, i64 1, !dbg !306
  store i8 %197, ptr %199, align 1, !dbg !307, !tbaa !111
  %200 = getelementptr inbounds i8, ptr %2, i64 %198, !dbg !308
  %201 = getelementptr inbounds i8, ptr %1, i64 %193, !dbg !309
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %200, ptr readonly align 1 %201, i64 %195, i1 false), !dbg !310
  %202 = add i64 %195, %198, !dbg !311
    #dbg_value(i64 %202, !214, !DIExpression(), !232)
  %203 = add nuw nsw i64 %195, %193, !dbg !312
    #dbg_value(i64 %203, !216, !DIExpression(), !232)
  %204 = icmp ult i64 %203, 1200, !dbg !235
  br i1 %204, label %191, label %205, !dbg !236, !llvm.loop !313

205:                                              ; preds = %191, %117
  %206 = phi i64 [ %189, %117 ], [ %202, %191 ], !dbg !232
    #dbg_value(i64 %206, !70, !DIExpression(), !94)
    #dbg_value(ptr %2, !315, !DIExpression(), !333)
    #dbg_value(i64 %206, !318, !DIExpression(), !333)
    #dbg_value(ptr %3, !319, !DIExpression(), !333)
    #dbg_value(i64 0, !320, !DIExpression(), !333)
    #dbg_value(i64 0, !321, !DIExpression(), !335)
  %207 = icmp eq i64 %206, 0, !dbg !336
  br i1 %207, label %385, label %208, !dbg !337

208:                                              ; preds = %205, %350
  %209 = phi i64 [ %353, %350 ], [ 0, %205 ]
  %210 = phi i64 [ %354, %350 ], [ 0, %205 ]
    #dbg_value(i64 %209, !320, !DIExpression(), !333)
    #dbg_value(i64 %210, !321, !DIExpression(), !335)
  %211 = getelementptr inbounds i8, ptr %2, i64 %210, !dbg !338
  %212 = load i8, ptr %211, align 1, !dbg !338, !tbaa !111
  %213 = icmp eq i8 %212, 0, !dbg !339
  br i1 %213, label %214, label %221, !dbg !340

214:                                              ; preds = %208
  %215 = getelementptr i8, ptr %211, i64 1, !dbg !341
  %216 = load i8, ptr %215, align 1, !dbg !341, !tbaa !111
  %217 = zext i8 %216 to i64, !dbg !341
    #dbg_value(i64 %217, !323, !DIExpression(), !342)
  %218 = getelementptr inbounds i8, ptr %3, i64 %209, !dbg !343
  %219 = getelementptr inbounds i8, ptr %211, i64 2, !dbg !344
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %218, ptr nonnull readonly align 1 %219, i64 %217, i1 false), !dbg !345
    #dbg_value(!DIArgList(i64 %209, i64 %217), !320, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !333)
  %220 = add nuw nsw i64 %217, 2, !dbg !346
    #dbg_value(!DIArgList(i64 %210, i64 %220), !321, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !335)
  br label %350, !dbg !347

221:                                              ; preds = %208
    #dbg_value(!DIArgList(i64 poison, i8 poison), !328, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !348)
  %222 = getelementptr i8, ptr %211, i64 3, !dbg !349
  %223 = load i8, ptr %222, align 1, !dbg !349, !tbaa !111
  %224 = zext i8 %223 to i64, !dbg !349
    #dbg_value(i64 %224, !330, !DIExpression(), !348)
    #dbg_value(i64 0, !331, !DIExpression(), !350)
  %225 = icmp eq i8 %223, 0, !dbg !351
  br i1 %225, label %350, label %226, !dbg !353

226:                                              ; preds = %221
  %227 = getelementptr i8, ptr %211, i64 1, !dbg !354
  %228 = load i8, ptr %227, align 1, !dbg !354, !tbaa !111
  %229 = zext i8 %228 to i64, !dbg !355
  %230 = shl nuw nsw i64 %229, 8, !dbg !356
  %231 = getelementptr i8, ptr %211, i64 2, !dbg !357
  %232 = load i8, ptr %231, align 1, !dbg !357, !tbaa !111
    #dbg_value(!DIArgList(i64 %230, i8 %232), !328, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !348)
  %233 = zext i8 %232 to i64, !dbg !357
    #dbg_value(!DIArgList(i64 %230, i64 %233), !328, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !348)
  %234 = or disjoint i64 %230, %233, !dbg !358
    #dbg_value(i64 %234, !328, !DIExpression(), !348)
  %235 = sub i64 %209, %234
  %236 = getelementptr i8, ptr %3, i64 %235
  %237 = getelementptr i8, ptr %3, i64 %209
  %238 = icmp ult i8 %223, 8, !dbg !353
  %239 = icmp ult i64 %234, 32, !dbg !353
  %240 = select i1 %238, i1 true, i1 %239, !dbg !353
  br i1 %240, label %314, label %241, !dbg !353

241:                                              ; preds = %226
  %242 = icmp ult i8 %223, 32, !dbg !353
  br i1 %242, label %302, label %243, !dbg !353

243:                                              ; preds = %241
  %244 = and i64 %224, 224, !dbg !353
  %245 = getelementptr i8, ptr %236, i64 16, !dbg !359
  %246 = load <16 x i8>, ptr %236, align 1, !dbg !359, !tbaa !111
  %247 = load <16 x i8>, ptr %245, align 1, !dbg !359, !tbaa !111
  %248 = getelementptr i8, ptr %237, i64 16, !dbg !360
  store <16 x i8> %246, ptr %237, align 1, !dbg !360, !tbaa !111
  store <16 x i8> %247, ptr %248, align 1, !dbg !360, !tbaa !111
  %249 = icmp eq i64 %244, 32, !dbg !361
  br i1 %249, label %297, label %250, !dbg !361, !llvm.loop !362

250:                                              ; preds = %243
  %251 = getelementptr i8, ptr %236, i64 32, !dbg !359
  %252 = getelementptr i8, ptr %236, i64 48, !dbg !359
  %253 = load <16 x i8>, ptr %251, align 1, !dbg !359, !tbaa !111
  %254 = load <16 x i8>, ptr %252, align 1, !dbg !359, !tbaa !111
  %255 = getelementptr i8, ptr %237, i64 32, !dbg !366
  %256 = getelementptr i8, ptr %237, i64 48, !dbg !360
  store <16 x i8> %253, ptr %255, align 1, !dbg !360, !tbaa !111
  store <16 x i8> %254, ptr %256, align 1, !dbg !360, !tbaa !111
  %257 = icmp eq i64 %244, 64, !dbg !361
  br i1 %257, label %297, label %258, !dbg !361, !llvm.loop !362

258:                                              ; preds = %250
  %259 = getelementptr i8, ptr %236, i64 64, !dbg !359
  %260 = getelementptr i8, ptr %236, i64 80, !dbg !359
  %261 = load <16 x i8>, ptr %259, align 1, !dbg !359, !tbaa !111
  %262 = load <16 x i8>, ptr %260, align 1, !dbg !359, !tbaa !111
  %263 = getelementptr i8, ptr %237, i64 64, !dbg !366
  %264 = getelementptr i8, ptr %237, i64 80, !dbg !360
  store <16 x i8> %261, ptr %263, align 1, !dbg !360, !tbaa !111
  store <16 x i8> %262, ptr %264, align 1, !dbg !360, !tbaa !111
  %265 = icmp eq i64 %244, 96, !dbg !361
  br i1 %265, label %297, label %266, !dbg !361, !llvm.loop !362

266:                                              ; preds = %258
  %267 = getelementptr i8, ptr %236, i64 96, !dbg !359
  %268 = getelementptr i8, ptr %236, i64 112, !dbg !359
  %269 = load <16 x i8>, ptr %267, align 1, !dbg !359, !tbaa !111
  %270 = load <16 x i8>, ptr %268, align 1, !dbg !359, !tbaa !111
  %271 = getelementptr i8, ptr %237, i64 96, !dbg !366
  %272 = getelementptr i8, ptr %237, i64 112, !dbg !360
  store <16 x i8> %269, ptr %271, align 1, !dbg !360, !tbaa !111
  store <16 x i8> %270, ptr %272, align 1, !dbg !360, !tbaa !111
  %273 = icmp eq i64 %244, 128, !dbg !361
  br i1 %273, label %297, label %274, !dbg !361, !llvm.loop !362

274:                                              ; preds = %266
  %275 = getelementptr i8, ptr %236, i64 128, !dbg !359
  %276 = getelementptr i8, ptr %236, i64 144, !dbg !359
  %277 = load <16 x i8>, ptr %275, align 1, !dbg !359, !tbaa !111
  %278 = load <16 x i8>, ptr %276, align 1, !dbg !359, !tbaa !111
  %279 = getelementptr i8, ptr %237, i64 128, !dbg !366
  %280 = getelementptr i8, ptr %237, i64 144, !dbg !360
  store <16 x i8> %277, ptr %279, align 1, !dbg !360, !tbaa !111
  store <16 x i8> %278, ptr %280, align 1, !dbg !360, !tbaa !111
  %281 = icmp eq i64 %244, 160, !dbg !361
  br i1 %281, label %297, label %282, !dbg !361, !llvm.loop !362

282:                                              ; preds = %274
  %283 = getelementptr i8, ptr %236, i64 160, !dbg !359
  %284 = getelementptr i8, ptr %236, i64 176, !dbg !359
  %285 = load <16 x i8>, ptr %283, align 1, !dbg !359, !tbaa !111
  %286 = load <16 x i8>, ptr %284, align 1, !dbg !359, !tbaa !111
  %287 = getelementptr i8, ptr %237, i64 160, !dbg !366
  %288 = getelementptr i8, ptr %237, i64 176, !dbg !360
  store <16 x i8> %285, ptr %287, align 1, !dbg !360, !tbaa !111
  store <16 x i8> %286, ptr %288, align 1, !dbg !360, !tbaa !111
  %289 = icmp eq i64 %244, 192, !dbg !361
  br i1 %289, label %297, label %290, !dbg !361, !llvm.loop !362

290:                                              ; preds = %282
  %291 = getelementptr i8, ptr %236, i64 192, !dbg !359
  %292 = getelementptr i8, ptr %236, i64 208, !dbg !359
  %293 = load <16 x i8>, ptr %291, align 1, !dbg !359, !tbaa !111
  %294 = load <16 x i8>, ptr %292, align 1, !dbg !359, !tbaa !111
  %295 = getelementptr i8, ptr %237, i64 192, !dbg !366
  %296 = getelementptr i8, ptr %237, i64 208, !dbg !360
  store <16 x i8> %293, ptr %295, align 1, !dbg !360, !tbaa !111
  store <16 x i8> %294, ptr %296, align 1, !dbg !360, !tbaa !111
  br label %297

297:                                              ; preds = %290, %282, %274, %266, %258, %250, %243
  %298 = icmp eq i64 %244, %224, !dbg !353
  br i1 %298, label %350, label %299, !dbg !353

299:                                              ; preds = %297
  %300 = and i64 %224, 24, !dbg !353
  %301 = icmp eq i64 %300, 0, !dbg !353
  br i1 %301, label %314, label %302, !dbg !353

302:                                              ; preds = %241, %299
  %303 = phi i64 [ %244, %299 ], [ 0, %241 ]
  %304 = and i64 %224, 248, !dbg !353
  br label %305, !dbg !353

305:                                              ; preds = %305, %302
  %306 = phi i64 [ %303, %302 ], [ %310, %305 ], !dbg !361
  %307 = getelementptr i8, ptr %236, i64 %306, !dbg !359
  %308 = load <8 x i8>, ptr %307, align 1, !dbg !359, !tbaa !111
  %309 = getelementptr i8, ptr %237, i64 %306, !dbg !366
  store <8 x i8> %308, ptr %309, align 1, !dbg !360, !tbaa !111
  %310 = add nuw i64 %306, 8, !dbg !361
  %311 = icmp eq i64 %310, %304, !dbg !361
  br i1 %311, label %312, label %305, !dbg !361, !llvm.loop !367

312:                                              ; preds = %305
  %313 = icmp eq i64 %304, %224, !dbg !353
  br i1 %313, label %350, label %314, !dbg !353

314:                                              ; preds = %312, %226, %299
  %315 = phi i64 [ 0, %226 ], [ %244, %299 ], [ %304, %312 ]
  %316 = and i64 %224, 3, !dbg !353
  %317 = icmp eq i64 %316, 0, !dbg !353
  br i1 %317, label %327, label %318, !dbg !353

318:                                              ; preds = %314, %318
  %319 = phi i64 [ %324, %318 ], [ %315, %314 ]
  %320 = phi i64 [ %325, %318 ], [ 0, %314 ]
    #dbg_value(i64 %319, !331, !DIExpression(), !350)
  %321 = getelementptr i8, ptr %236, i64 %319, !dbg !359
  %322 = load i8, ptr %321, align 1, !dbg !359, !tbaa !111
  %323 = getelementptr i8, ptr %237, i64 %319, !dbg !366
  store i8 %322, ptr %323, align 1, !dbg !360, !tbaa !111
  %324 = add nuw nsw i64 %319, 1, !dbg !361
    #dbg_value(i64 %324, !331, !DIExpression(), !350)
  %325 = add i64 %320, 1, !dbg !353
  %326 = icmp eq i64 %325, %316, !dbg !353
  br i1 %326, label %327, label %318, !dbg !353, !llvm.loop !368

327:                                              ; preds = %318, %314
  %328 = phi i64 [ %315, %314 ], [ %324, %318 ]
  %329 = sub nsw i64 %315, %224, !dbg !353
  %330 = icmp ugt i64 %329, -4, !dbg !353
  br i1 %330, label %350, label %331, !dbg !353

331:                                              ; preds = %327, %331
  %332 = phi i64 [ %348, %331 ], [ %328, %327 ]
    #dbg_value(i64 %332, !331, !DIExpression(), !350)
  %333 = getelementptr i8, ptr %236, i64 %332, !dbg !359
  %334 = load i8, ptr %333, align 1, !dbg !359, !tbaa !111
  %335 = getelementptr i8, ptr %237, i64 %332, !dbg !366
  store i8 %334, ptr %335, align 1, !dbg !360, !tbaa !111
  %336 = add nuw nsw i64 %332, 1, !dbg !361
    #dbg_value(i64 %336, !331, !DIExpression(), !350)
  %337 = getelementptr i8, ptr %236, i64 %336, !dbg !359
  %338 = load i8, ptr %337, align 1, !dbg !359, !tbaa !111
  %339 = getelementptr i8, ptr %237, i64 %336, !dbg !366
  store i8 %338, ptr %339, align 1, !dbg !360, !tbaa !111
  %340 = add nuw nsw i64 %332, 2, !dbg !361
    #dbg_value(i64 %340, !331, !DIExpression(), !350)
  %341 = getelementptr i8, ptr %236, i64 %340, !dbg !359
  %342 = load i8, ptr %341, align 1, !dbg !359, !tbaa !111
  %343 = getelementptr i8, ptr %237, i64 %340, !dbg !366
  store i8 %342, ptr %343, align 1, !dbg !360, !tbaa !111
  %344 = add nuw nsw i64 %332, 3, !dbg !361
    #dbg_value(i64 %344, !331, !DIExpression(), !350)
  %345 = getelementptr i8, ptr %236, i64 %344, !dbg !359
  %346 = load i8, ptr %345, align 1, !dbg !359, !tbaa !111
  %347 = getelementptr i8, ptr %237, i64 %344, !dbg !366
  store i8 %346, ptr %347, align 1, !dbg !360, !tbaa !111
  %348 = add nuw nsw i64 %332, 4, !dbg !361
    #dbg_value(i64 %348, !331, !DIExpression(), !350)
  %349 = icmp eq i64 %348, %224, !dbg !351
  br i1 %349, label %350, label %331, !dbg !353, !llvm.loop !370

350:                                              ; preds = %327, %331, %297, %312, %221, %214
  %351 = phi i64 [ %220, %214 ], [ 4, %221 ], [ 4, %312 ], [ 4, %297 ], [ 4, %331 ], [ 4, %327 ]
  %352 = phi i64 [ %217, %214 ], [ 0, %221 ], [ %224, %312 ], [ %224, %297 ], [ %224, %331 ], [ %224, %327 ]
  %353 = add i64 %352, %209, !dbg !371
  %354 = add i64 %351, %210, !dbg !371
    #dbg_value(i64 %353, !320, !DIExpression(), !333)
    #dbg_value(i64 %354, !321, !DIExpression(), !335)
  %355 = icmp ult i64 %354, %206, !dbg !336
  br i1 %355, label %208, label %356, !dbg !337, !llvm.loop !372

356:                                              ; preds = %350
    #dbg_value(i64 %353, !71, !DIExpression(), !94)
  %357 = icmp eq i64 %353, 1200, !dbg !374
  br i1 %357, label %358, label %361, !dbg !375

358:                                              ; preds = %356
  %359 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(1200) %3, ptr noundef nonnull dereferenceable(1200) %1, i64 1200), !dbg !376
  %360 = icmp eq i32 %359, 0, !dbg !377
  br label %361

361:                                              ; preds = %358, %356
  %362 = phi i1 [ false, %356 ], [ %360, %358 ], !dbg !94
    #dbg_value(i1 %362, !72, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !94)
    #dbg_value(i32 0, !73, !DIExpression(), !94)
    #dbg_value(i64 0, !74, !DIExpression(), !378)
  br i1 %207, label %385, label %363, !dbg !379

363:                                              ; preds = %361
  %364 = and i64 %206, 3, !dbg !379
  %365 = icmp ult i64 %206, 4, !dbg !379
  br i1 %365, label %368, label %366, !dbg !379

366:                                              ; preds = %363
  %367 = and i64 %206, -4, !dbg !379
  br label %392, !dbg !379

368:                                              ; preds = %392, %363
  %369 = phi i32 [ poison, %363 ], [ %418, %392 ]
  %370 = phi i64 [ 0, %363 ], [ %419, %392 ]
  %371 = phi i32 [ 0, %363 ], [ %418, %392 ]
  %372 = icmp eq i64 %364, 0, !dbg !379
  br i1 %372, label %385, label %373, !dbg !379

373:                                              ; preds = %368, %373
  %374 = phi i64 [ %382, %373 ], [ %370, %368 ]
  %375 = phi i32 [ %381, %373 ], [ %371, %368 ]
  %376 = phi i64 [ %383, %373 ], [ 0, %368 ]
    #dbg_value(i64 %374, !74, !DIExpression(), !378)
    #dbg_value(i32 %375, !73, !DIExpression(), !94)
  %377 = mul i32 %375, 31, !dbg !380
  %378 = getelementptr inbounds i8, ptr %2, i64 %374, !dbg !382
  %379 = load i8, ptr %378, align 1, !dbg !382, !tbaa !111
  %380 = zext i8 %379 to i32, !dbg !382
  %381 = add i32 %377, %380, !dbg !383
    #dbg_value(i32 %381, !73, !DIExpression(), !94)
  %382 = add nuw i64 %374, 1, !dbg !384
    #dbg_value(i64 %382, !74, !DIExpression(), !378)
  %383 = add i64 %376, 1, !dbg !379
  %384 = icmp eq i64 %383, %364, !dbg !379
  br i1 %384, label %385, label %373, !dbg !379, !llvm.loop !385

385:                                              ; preds = %368, %373, %205, %361
  %386 = phi i1 [ %362, %361 ], [ false, %205 ], [ %362, %373 ], [ %362, %368 ]
  %387 = phi i32 [ 0, %361 ], [ 0, %205 ], [ %369, %368 ], [ %381, %373 ], !dbg !94
  %388 = zext i1 %386 to i32
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %5, i64 noundef %94, i32 noundef %118, i64 noundef %206, i32 noundef %388, i32 noundef %387), !dbg !386
  %390 = add nuw nsw i32 %5, 1, !dbg !387
    #dbg_value(i32 %390, !45, !DIExpression(), !92)
  %391 = icmp eq i32 %390, 3, !dbg !388
  br i1 %391, label %6, label %4, !dbg !93, !llvm.loop !389

392:                                              ; preds = %392, %366
  %393 = phi i64 [ 0, %366 ], [ %419, %392 ]
  %394 = phi i32 [ 0, %366 ], [ %418, %392 ]
  %395 = phi i64 [ 0, %366 ], [ %420, %392 ]
    #dbg_value(i64 %393, !74, !DIExpression(), !378)
    #dbg_value(i32 %394, !73, !DIExpression(), !94)
  %396 = mul i32 %394, 31, !dbg !380
  %397 = getelementptr inbounds i8, ptr %2, i64 %393, !dbg !382
  %398 = load i8, ptr %397, align 1, !dbg !382, !tbaa !111
  %399 = zext i8 %398 to i32, !dbg !382
  %400 = add i32 %396, %399, !dbg !383
    #dbg_value(i32 %400, !73, !DIExpression(), !94)
  %401 = or disjoint i64 %393, 1, !dbg !384
    #dbg_value(i64 %401, !74, !DIExpression(), !378)
  %402 = mul i32 %400, 31, !dbg !380
  %403 = getelementptr inbounds i8, ptr %2, i64 %401, !dbg !382
  %404 = load i8, ptr %403, align 1, !dbg !382, !tbaa !111
  %405 = zext i8 %404 to i32, !dbg !382
  %406 = add i32 %402, %405, !dbg !383
    #dbg_value(i32 %406, !73, !DIExpression(), !94)
  %407 = or disjoint i64 %393, 2, !dbg !384
    #dbg_value(i64 %407, !74, !DIExpression(), !378)
  %408 = mul i32 %406, 31, !dbg !380
  %409 = getelementptr inbounds i8, ptr %2, i64 %407, !dbg !382
  %410 = load i8, ptr %409, align 1, !dbg !382, !tbaa !111
  %411 = zext i8 %410 to i32, !dbg !382
  %412 = add i32 %408, %411, !dbg !383
    #dbg_value(i32 %412, !73, !DIExpression(), !94)
  %413 = or disjoint i64 %393, 3, !dbg !384
    #dbg_value(i64 %413, !74, !DIExpression(), !378)
  %414 = mul i32 %412, 31, !dbg !380
  %415 = getelementptr inbounds i8, ptr %2, i64 %413, !dbg !382
  %416 = load i8, ptr %415, align 1, !dbg !382, !tbaa !111
  %417 = zext i8 %416 to i32, !dbg !382
  %418 = add i32 %414, %417, !dbg !383
    #dbg_value(i32 %418, !73, !DIExpression(), !94)
  %419 = add nuw i64 %393, 4, !dbg !384
    #dbg_value(i64 %419, !74, !DIExpression(), !378)
  %420 = add i64 %395, 4, !dbg !379
  %421 = icmp eq i64 %420, %367, !dbg !379
  br i1 %421, label %368, label %392, !dbg !379, !llvm.loop !391
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !393 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !398 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !403 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "compress.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "33b7a1a9ebacd7c7f2b90b9950a2463c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 13)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 58)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !27, retainedTypes: !78, globals: !79, splitDebugInlining: false, nameTableKind: None)
!27 = !{!28}
!28 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !29, file: !2, line: 95, baseType: !54, size: 32, elements: !76)
!29 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 94, type: !30, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{!34, !37, !38, !39, !45, !47, !53, !55, !59, !60, !62, !65, !67, !68, !69, !70, !71, !72, !73, !74}
!34 = !DILocalVariable(name: "data", scope: !29, file: !2, line: 96, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!37 = !DILocalVariable(name: "enc", scope: !29, file: !2, line: 96, type: !35)
!38 = !DILocalVariable(name: "dec", scope: !29, file: !2, line: 96, type: !35)
!39 = !DILocalVariable(name: "phrases", scope: !29, file: !2, line: 97, type: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !43)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!43 = !{!44}
!44 = !DISubrange(count: 5)
!45 = !DILocalVariable(name: "kind", scope: !46, file: !2, line: 98, type: !32)
!46 = distinct !DILexicalBlock(scope: !29, file: !2, line: 98, column: 5)
!47 = !DILocalVariable(name: "n", scope: !48, file: !2, line: 99, type: !50)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 98, column: 42)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 98, column: 5)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 18, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocalVariable(name: "x", scope: !48, file: !2, line: 100, type: !54)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DILocalVariable(name: "run", scope: !56, file: !2, line: 104, type: !50)
!56 = distinct !DILexicalBlock(scope: !57, file: !2, line: 102, column: 28)
!57 = distinct !DILexicalBlock(scope: !58, file: !2, line: 102, column: 17)
!58 = distinct !DILexicalBlock(scope: !48, file: !2, line: 101, column: 23)
!59 = !DILocalVariable(name: "v", scope: !56, file: !2, line: 105, type: !36)
!60 = !DILocalVariable(name: "k", scope: !61, file: !2, line: 106, type: !50)
!61 = distinct !DILexicalBlock(scope: !56, file: !2, line: 106, column: 17)
!62 = !DILocalVariable(name: "ph", scope: !63, file: !2, line: 110, type: !41)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 108, column: 35)
!64 = distinct !DILexicalBlock(scope: !57, file: !2, line: 108, column: 24)
!65 = !DILocalVariable(name: "k", scope: !66, file: !2, line: 111, type: !50)
!66 = distinct !DILexicalBlock(scope: !63, file: !2, line: 111, column: 17)
!67 = !DILocalVariable(name: "r", scope: !48, file: !2, line: 118, type: !50)
!68 = !DILocalVariable(name: "rd", scope: !48, file: !2, line: 119, type: !50)
!69 = !DILocalVariable(name: "rle_ok", scope: !48, file: !2, line: 120, type: !32)
!70 = !DILocalVariable(name: "l", scope: !48, file: !2, line: 121, type: !50)
!71 = !DILocalVariable(name: "ld", scope: !48, file: !2, line: 122, type: !50)
!72 = !DILocalVariable(name: "lz_ok", scope: !48, file: !2, line: 123, type: !32)
!73 = !DILocalVariable(name: "h", scope: !48, file: !2, line: 124, type: !54)
!74 = !DILocalVariable(name: "k", scope: !75, file: !2, line: 125, type: !50)
!75 = distinct !DILexicalBlock(scope: !48, file: !2, line: 125, column: 9)
!76 = !{!77}
!77 = !DIEnumerator(name: "N", value: 1200)
!78 = !{!36, !50}
!79 = !{!0, !7, !12, !14, !19, !21}
!80 = !{i32 7, !"Dwarf Version", i32 5}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 4}
!83 = !{i32 8, !"PIC Level", i32 2}
!84 = !{i32 7, !"PIE Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 2}
!86 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = !DILocation(line: 96, column: 27, scope: !29)
!89 = !DILocation(line: 0, scope: !29)
!90 = !DILocation(line: 96, column: 45, scope: !29)
!91 = !DILocation(line: 96, column: 67, scope: !29)
!92 = !DILocation(line: 0, scope: !46)
!93 = !DILocation(line: 98, column: 5, scope: !46)
!94 = !DILocation(line: 0, scope: !48)
!95 = !DILocation(line: 101, column: 9, scope: !48)
!96 = !DILocation(line: 130, column: 5, scope: !29)
!97 = !DILocation(line: 131, column: 5, scope: !29)
!98 = !DILocation(line: 132, column: 5, scope: !29)
!99 = !DILocation(line: 134, column: 1, scope: !29)
!100 = !DILocation(line: 0, scope: !57)
!101 = !DILocation(line: 102, column: 17, scope: !58)
!102 = !DILocation(line: 0, scope: !56)
!103 = !DILocation(line: 0, scope: !61)
!104 = !DILocation(line: 105, column: 60, scope: !56)
!105 = !DILocation(line: 105, column: 35, scope: !56)
!106 = !DILocation(line: 104, column: 33, scope: !56)
!107 = !DILocation(line: 104, column: 40, scope: !56)
!108 = !DILocation(line: 106, column: 17, scope: !61)
!109 = !DILocation(line: 107, column: 31, scope: !110)
!110 = distinct !DILexicalBlock(scope: !61, file: !2, line: 106, column: 17)
!111 = !{!112, !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = !DILocation(line: 101, column: 18, scope: !48)
!115 = !DILocation(line: 110, column: 45, scope: !63)
!116 = !DILocation(line: 110, column: 52, scope: !63)
!117 = !DILocation(line: 110, column: 34, scope: !63)
!118 = !{!119, !119, i64 0}
!119 = !{!"any pointer", !112, i64 0}
!120 = !DILocation(line: 0, scope: !63)
!121 = !DILocation(line: 0, scope: !66)
!122 = !DILocation(line: 111, column: 36, scope: !123)
!123 = distinct !DILexicalBlock(scope: !66, file: !2, line: 111, column: 17)
!124 = !DILocation(line: 111, column: 17, scope: !66)
!125 = !DILocation(line: 112, column: 27, scope: !123)
!126 = !DILocation(line: 112, column: 21, scope: !123)
!127 = !DILocation(line: 112, column: 31, scope: !123)
!128 = !DILocation(line: 111, column: 53, scope: !123)
!129 = !DILocation(line: 111, column: 42, scope: !123)
!130 = distinct !{!130, !124, !131, !132}
!131 = !DILocation(line: 112, column: 52, scope: !66)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !DILocation(line: 115, column: 47, scope: !134)
!134 = distinct !DILexicalBlock(scope: !64, file: !2, line: 113, column: 20)
!135 = !DILocation(line: 115, column: 29, scope: !134)
!136 = !DILocation(line: 115, column: 23, scope: !134)
!137 = !DILocation(line: 115, column: 17, scope: !134)
!138 = !DILocation(line: 115, column: 27, scope: !134)
!139 = distinct !{!139, !95, !140, !132}
!140 = !DILocation(line: 117, column: 9, scope: !48)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 9, type: !50)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 9, column: 5)
!143 = distinct !DISubprogram(name: "rle_encode", scope: !2, file: !2, line: 7, type: !144, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !148)
!144 = !DISubroutineType(types: !145)
!145 = !{!50, !146, !50, !35}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!148 = !{!149, !150, !151, !152, !141, !153}
!149 = !DILocalVariable(name: "in", arg: 1, scope: !143, file: !2, line: 7, type: !146)
!150 = !DILocalVariable(name: "n", arg: 2, scope: !143, file: !2, line: 7, type: !50)
!151 = !DILocalVariable(name: "out", arg: 3, scope: !143, file: !2, line: 7, type: !35)
!152 = !DILocalVariable(name: "o", scope: !143, file: !2, line: 8, type: !50)
!153 = !DILocalVariable(name: "run", scope: !154, file: !2, line: 10, type: !50)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 9, column: 32)
!155 = distinct !DILexicalBlock(scope: !142, file: !2, line: 9, column: 5)
!156 = !DILocation(line: 0, scope: !142, inlinedAt: !157)
!157 = distinct !DILocation(line: 118, column: 20, scope: !48)
!158 = !DILocation(line: 0, scope: !143, inlinedAt: !157)
!159 = !DILocation(line: 0, scope: !154, inlinedAt: !157)
!160 = !DILocation(line: 11, column: 24, scope: !154, inlinedAt: !157)
!161 = !DILocation(line: 11, column: 28, scope: !154, inlinedAt: !157)
!162 = !DILocation(line: 11, column: 18, scope: !154, inlinedAt: !157)
!163 = !DILocation(line: 11, column: 31, scope: !154, inlinedAt: !157)
!164 = !DILocation(line: 11, column: 43, scope: !154, inlinedAt: !157)
!165 = !DILocation(line: 11, column: 52, scope: !154, inlinedAt: !157)
!166 = !DILocation(line: 12, column: 16, scope: !154, inlinedAt: !157)
!167 = distinct !{!167, !168, !166, !132}
!168 = !DILocation(line: 11, column: 9, scope: !154, inlinedAt: !157)
!169 = !DILocation(line: 13, column: 20, scope: !154, inlinedAt: !157)
!170 = !DILocation(line: 13, column: 14, scope: !154, inlinedAt: !157)
!171 = !DILocation(line: 13, column: 9, scope: !154, inlinedAt: !157)
!172 = !DILocation(line: 13, column: 18, scope: !154, inlinedAt: !157)
!173 = !DILocation(line: 14, column: 20, scope: !154, inlinedAt: !157)
!174 = !DILocation(line: 14, column: 14, scope: !154, inlinedAt: !157)
!175 = !DILocation(line: 14, column: 9, scope: !154, inlinedAt: !157)
!176 = !DILocation(line: 14, column: 18, scope: !154, inlinedAt: !157)
!177 = !DILocation(line: 9, column: 5, scope: !142, inlinedAt: !157)
!178 = !DILocation(line: 9, column: 26, scope: !155, inlinedAt: !157)
!179 = distinct !{!179, !177, !180, !132}
!180 = !DILocation(line: 16, column: 5, scope: !142, inlinedAt: !157)
!181 = !DILocalVariable(name: "in", arg: 1, scope: !182, file: !2, line: 20, type: !146)
!182 = distinct !DISubprogram(name: "rle_decode", scope: !2, file: !2, line: 20, type: !144, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !183)
!183 = !{!181, !184, !185, !186, !187}
!184 = !DILocalVariable(name: "n", arg: 2, scope: !182, file: !2, line: 20, type: !50)
!185 = !DILocalVariable(name: "out", arg: 3, scope: !182, file: !2, line: 20, type: !35)
!186 = !DILocalVariable(name: "o", scope: !182, file: !2, line: 21, type: !50)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 22, type: !50)
!188 = distinct !DILexicalBlock(scope: !182, file: !2, line: 22, column: 5)
!189 = !DILocation(line: 0, scope: !182, inlinedAt: !190)
!190 = distinct !DILocation(line: 119, column: 21, scope: !48)
!191 = !DILocation(line: 0, scope: !188, inlinedAt: !190)
!192 = !DILocation(line: 22, column: 30, scope: !193, inlinedAt: !190)
!193 = distinct !DILexicalBlock(scope: !188, file: !2, line: 22, column: 5)
!194 = !DILocation(line: 22, column: 5, scope: !188, inlinedAt: !190)
!195 = !DILocation(line: 23, column: 20, scope: !196, inlinedAt: !190)
!196 = distinct !DILexicalBlock(scope: !193, file: !2, line: 22, column: 43)
!197 = !DILocation(line: 23, column: 25, scope: !196, inlinedAt: !190)
!198 = !DILocation(line: 23, column: 36, scope: !196, inlinedAt: !190)
!199 = !DILocation(line: 23, column: 9, scope: !196, inlinedAt: !190)
!200 = !DILocation(line: 24, column: 11, scope: !196, inlinedAt: !190)
!201 = !DILocation(line: 22, column: 37, scope: !193, inlinedAt: !190)
!202 = !DILocation(line: 22, column: 26, scope: !193, inlinedAt: !190)
!203 = distinct !{!203, !194, !204, !132}
!204 = !DILocation(line: 25, column: 5, scope: !188, inlinedAt: !190)
!205 = !DILocation(line: 120, column: 25, scope: !48)
!206 = !DILocation(line: 120, column: 30, scope: !48)
!207 = !DILocation(line: 120, column: 33, scope: !48)
!208 = !DILocation(line: 120, column: 54, scope: !48)
!209 = !DILocalVariable(name: "in", arg: 1, scope: !210, file: !2, line: 30, type: !146)
!210 = distinct !DISubprogram(name: "lz_encode", scope: !2, file: !2, line: 30, type: !144, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !211)
!211 = !{!209, !212, !213, !214, !215, !216, !217, !219, !220, !221, !223, !226, !230}
!212 = !DILocalVariable(name: "n", arg: 2, scope: !210, file: !2, line: 30, type: !50)
!213 = !DILocalVariable(name: "out", arg: 3, scope: !210, file: !2, line: 30, type: !35)
!214 = !DILocalVariable(name: "o", scope: !210, file: !2, line: 31, type: !50)
!215 = !DILocalVariable(name: "i", scope: !210, file: !2, line: 31, type: !50)
!216 = !DILocalVariable(name: "lit_start", scope: !210, file: !2, line: 31, type: !50)
!217 = !DILocalVariable(name: "best_len", scope: !218, file: !2, line: 33, type: !50)
!218 = distinct !DILexicalBlock(scope: !210, file: !2, line: 32, column: 19)
!219 = !DILocalVariable(name: "best_dist", scope: !218, file: !2, line: 33, type: !50)
!220 = !DILocalVariable(name: "window", scope: !218, file: !2, line: 34, type: !50)
!221 = !DILocalVariable(name: "j", scope: !222, file: !2, line: 35, type: !50)
!222 = distinct !DILexicalBlock(scope: !218, file: !2, line: 35, column: 9)
!223 = !DILocalVariable(name: "len", scope: !224, file: !2, line: 36, type: !50)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 35, column: 45)
!225 = distinct !DILexicalBlock(scope: !222, file: !2, line: 35, column: 9)
!226 = !DILocalVariable(name: "chunk", scope: !227, file: !2, line: 46, type: !50)
!227 = distinct !DILexicalBlock(scope: !228, file: !2, line: 45, column: 35)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 44, column: 28)
!229 = distinct !DILexicalBlock(scope: !218, file: !2, line: 44, column: 13)
!230 = !DILocalVariable(name: "chunk", scope: !231, file: !2, line: 64, type: !50)
!231 = distinct !DILexicalBlock(scope: !210, file: !2, line: 63, column: 27)
!232 = !DILocation(line: 0, scope: !210, inlinedAt: !233)
!233 = distinct !DILocation(line: 121, column: 20, scope: !48)
!234 = !DILocation(line: 32, column: 5, scope: !210, inlinedAt: !233)
!235 = !DILocation(line: 63, column: 22, scope: !210, inlinedAt: !233)
!236 = !DILocation(line: 63, column: 5, scope: !210, inlinedAt: !233)
!237 = !DILocation(line: 0, scope: !218, inlinedAt: !233)
!238 = !DILocation(line: 34, column: 25, scope: !218, inlinedAt: !233)
!239 = !DILocation(line: 0, scope: !222, inlinedAt: !233)
!240 = !DILocation(line: 35, column: 35, scope: !225, inlinedAt: !233)
!241 = !DILocation(line: 35, column: 9, scope: !222, inlinedAt: !233)
!242 = !DILocation(line: 0, scope: !224, inlinedAt: !233)
!243 = !DILocation(line: 37, column: 32, scope: !224, inlinedAt: !233)
!244 = !DILocation(line: 44, column: 22, scope: !229, inlinedAt: !233)
!245 = !DILocation(line: 44, column: 13, scope: !218, inlinedAt: !233)
!246 = !DILocation(line: 45, column: 30, scope: !228, inlinedAt: !233)
!247 = !DILocation(line: 45, column: 13, scope: !228, inlinedAt: !233)
!248 = !DILocation(line: 37, column: 35, scope: !224, inlinedAt: !233)
!249 = !DILocation(line: 37, column: 50, scope: !224, inlinedAt: !233)
!250 = !DILocation(line: 37, column: 47, scope: !224, inlinedAt: !233)
!251 = !DILocation(line: 37, column: 62, scope: !224, inlinedAt: !233)
!252 = !DILocation(line: 38, column: 20, scope: !224, inlinedAt: !233)
!253 = !DILocation(line: 37, column: 28, scope: !224, inlinedAt: !233)
!254 = distinct !{!254, !255, !252, !132}
!255 = !DILocation(line: 37, column: 13, scope: !224, inlinedAt: !233)
!256 = !DILocation(line: 39, column: 21, scope: !257, inlinedAt: !233)
!257 = distinct !DILexicalBlock(scope: !224, file: !2, line: 39, column: 17)
!258 = !DILocation(line: 39, column: 17, scope: !224, inlinedAt: !233)
!259 = !DILocation(line: 35, column: 41, scope: !225, inlinedAt: !233)
!260 = distinct !{!260, !241, !261, !132}
!261 = !DILocation(line: 43, column: 9, scope: !222, inlinedAt: !233)
!262 = !DILocation(line: 46, column: 34, scope: !227, inlinedAt: !233)
!263 = !DILocation(line: 46, column: 32, scope: !227, inlinedAt: !233)
!264 = !DILocation(line: 0, scope: !227, inlinedAt: !233)
!265 = !DILocation(line: 47, column: 17, scope: !227, inlinedAt: !233)
!266 = !DILocation(line: 47, column: 26, scope: !227, inlinedAt: !233)
!267 = !DILocation(line: 48, column: 28, scope: !227, inlinedAt: !233)
!268 = !DILocation(line: 48, column: 22, scope: !227, inlinedAt: !233)
!269 = !DILocation(line: 48, column: 17, scope: !227, inlinedAt: !233)
!270 = !DILocation(line: 48, column: 26, scope: !227, inlinedAt: !233)
!271 = !DILocation(line: 49, column: 28, scope: !227, inlinedAt: !233)
!272 = !DILocation(line: 49, column: 36, scope: !227, inlinedAt: !233)
!273 = !DILocation(line: 49, column: 17, scope: !227, inlinedAt: !233)
!274 = !DILocation(line: 50, column: 19, scope: !227, inlinedAt: !233)
!275 = !DILocation(line: 51, column: 27, scope: !227, inlinedAt: !233)
!276 = distinct !{!276, !247, !277, !132}
!277 = !DILocation(line: 52, column: 13, scope: !228, inlinedAt: !233)
!278 = !DILocation(line: 53, column: 13, scope: !228, inlinedAt: !233)
!279 = !DILocation(line: 53, column: 22, scope: !228, inlinedAt: !233)
!280 = !DILocation(line: 54, column: 50, scope: !228, inlinedAt: !233)
!281 = !DILocation(line: 54, column: 24, scope: !228, inlinedAt: !233)
!282 = !DILocation(line: 54, column: 13, scope: !228, inlinedAt: !233)
!283 = !DILocation(line: 54, column: 22, scope: !228, inlinedAt: !233)
!284 = !DILocation(line: 55, column: 24, scope: !228, inlinedAt: !233)
!285 = !DILocation(line: 55, column: 13, scope: !228, inlinedAt: !233)
!286 = !DILocation(line: 55, column: 22, scope: !228, inlinedAt: !233)
!287 = !DILocation(line: 56, column: 24, scope: !228, inlinedAt: !233)
!288 = !DILocation(line: 56, column: 18, scope: !228, inlinedAt: !233)
!289 = !DILocation(line: 56, column: 13, scope: !228, inlinedAt: !233)
!290 = !DILocation(line: 56, column: 22, scope: !228, inlinedAt: !233)
!291 = !DILocation(line: 57, column: 15, scope: !228, inlinedAt: !233)
!292 = !DILocation(line: 59, column: 9, scope: !228, inlinedAt: !233)
!293 = !DILocation(line: 60, column: 14, scope: !294, inlinedAt: !233)
!294 = distinct !DILexicalBlock(scope: !229, file: !2, line: 59, column: 16)
!295 = !DILocation(line: 0, scope: !229, inlinedAt: !233)
!296 = !DILocation(line: 32, column: 14, scope: !210, inlinedAt: !233)
!297 = distinct !{!297, !234, !298, !132}
!298 = !DILocation(line: 62, column: 5, scope: !210, inlinedAt: !233)
!299 = !DILocation(line: 64, column: 26, scope: !231, inlinedAt: !233)
!300 = !DILocation(line: 64, column: 24, scope: !231, inlinedAt: !233)
!301 = !DILocation(line: 0, scope: !231, inlinedAt: !233)
!302 = !DILocation(line: 65, column: 9, scope: !231, inlinedAt: !233)
!303 = !DILocation(line: 65, column: 18, scope: !231, inlinedAt: !233)
!304 = !DILocation(line: 66, column: 20, scope: !231, inlinedAt: !233)
!305 = !DILocation(line: 66, column: 14, scope: !231, inlinedAt: !233)
!306 = !DILocation(line: 66, column: 9, scope: !231, inlinedAt: !233)
!307 = !DILocation(line: 66, column: 18, scope: !231, inlinedAt: !233)
!308 = !DILocation(line: 67, column: 20, scope: !231, inlinedAt: !233)
!309 = !DILocation(line: 67, column: 28, scope: !231, inlinedAt: !233)
!310 = !DILocation(line: 67, column: 9, scope: !231, inlinedAt: !233)
!311 = !DILocation(line: 68, column: 11, scope: !231, inlinedAt: !233)
!312 = !DILocation(line: 69, column: 19, scope: !231, inlinedAt: !233)
!313 = distinct !{!313, !236, !314, !132}
!314 = !DILocation(line: 70, column: 5, scope: !210, inlinedAt: !233)
!315 = !DILocalVariable(name: "in", arg: 1, scope: !316, file: !2, line: 74, type: !146)
!316 = distinct !DISubprogram(name: "lz_decode", scope: !2, file: !2, line: 74, type: !144, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !317)
!317 = !{!315, !318, !319, !320, !321, !323, !328, !330, !331}
!318 = !DILocalVariable(name: "n", arg: 2, scope: !316, file: !2, line: 74, type: !50)
!319 = !DILocalVariable(name: "out", arg: 3, scope: !316, file: !2, line: 74, type: !35)
!320 = !DILocalVariable(name: "o", scope: !316, file: !2, line: 75, type: !50)
!321 = !DILocalVariable(name: "i", scope: !322, file: !2, line: 76, type: !50)
!322 = distinct !DILexicalBlock(scope: !316, file: !2, line: 76, column: 5)
!323 = !DILocalVariable(name: "len", scope: !324, file: !2, line: 78, type: !50)
!324 = distinct !DILexicalBlock(scope: !325, file: !2, line: 77, column: 25)
!325 = distinct !DILexicalBlock(scope: !326, file: !2, line: 77, column: 13)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 76, column: 32)
!327 = distinct !DILexicalBlock(scope: !322, file: !2, line: 76, column: 5)
!328 = !DILocalVariable(name: "dist", scope: !329, file: !2, line: 83, type: !50)
!329 = distinct !DILexicalBlock(scope: !325, file: !2, line: 82, column: 16)
!330 = !DILocalVariable(name: "len", scope: !329, file: !2, line: 84, type: !50)
!331 = !DILocalVariable(name: "k", scope: !332, file: !2, line: 85, type: !50)
!332 = distinct !DILexicalBlock(scope: !329, file: !2, line: 85, column: 13)
!333 = !DILocation(line: 0, scope: !316, inlinedAt: !334)
!334 = distinct !DILocation(line: 122, column: 21, scope: !48)
!335 = !DILocation(line: 0, scope: !322, inlinedAt: !334)
!336 = !DILocation(line: 76, column: 26, scope: !327, inlinedAt: !334)
!337 = !DILocation(line: 76, column: 5, scope: !322, inlinedAt: !334)
!338 = !DILocation(line: 77, column: 13, scope: !325, inlinedAt: !334)
!339 = !DILocation(line: 77, column: 19, scope: !325, inlinedAt: !334)
!340 = !DILocation(line: 77, column: 13, scope: !326, inlinedAt: !334)
!341 = !DILocation(line: 78, column: 26, scope: !324, inlinedAt: !334)
!342 = !DILocation(line: 0, scope: !324, inlinedAt: !334)
!343 = !DILocation(line: 79, column: 24, scope: !324, inlinedAt: !334)
!344 = !DILocation(line: 79, column: 36, scope: !324, inlinedAt: !334)
!345 = !DILocation(line: 79, column: 13, scope: !324, inlinedAt: !334)
!346 = !DILocation(line: 81, column: 20, scope: !324, inlinedAt: !334)
!347 = !DILocation(line: 82, column: 9, scope: !324, inlinedAt: !334)
!348 = !DILocation(line: 0, scope: !329, inlinedAt: !334)
!349 = !DILocation(line: 84, column: 26, scope: !329, inlinedAt: !334)
!350 = !DILocation(line: 0, scope: !332, inlinedAt: !334)
!351 = !DILocation(line: 85, column: 34, scope: !352, inlinedAt: !334)
!352 = distinct !DILexicalBlock(scope: !332, file: !2, line: 85, column: 13)
!353 = !DILocation(line: 85, column: 13, scope: !332, inlinedAt: !334)
!354 = !DILocation(line: 83, column: 35, scope: !329, inlinedAt: !334)
!355 = !DILocation(line: 83, column: 27, scope: !329, inlinedAt: !334)
!356 = !DILocation(line: 83, column: 45, scope: !329, inlinedAt: !334)
!357 = !DILocation(line: 83, column: 52, scope: !329, inlinedAt: !334)
!358 = !DILocation(line: 83, column: 50, scope: !329, inlinedAt: !334)
!359 = !DILocation(line: 86, column: 30, scope: !352, inlinedAt: !334)
!360 = !DILocation(line: 86, column: 28, scope: !352, inlinedAt: !334)
!361 = !DILocation(line: 85, column: 42, scope: !352, inlinedAt: !334)
!362 = distinct !{!362, !353, !363, !132, !364, !365}
!363 = !DILocation(line: 86, column: 46, scope: !332, inlinedAt: !334)
!364 = !{!"llvm.loop.isvectorized", i32 1}
!365 = !{!"llvm.loop.unroll.runtime.disable"}
!366 = !DILocation(line: 86, column: 17, scope: !352, inlinedAt: !334)
!367 = distinct !{!367, !353, !363, !132, !364, !365}
!368 = distinct !{!368, !369}
!369 = !{!"llvm.loop.unroll.disable"}
!370 = distinct !{!370, !353, !363, !132, !364}
!371 = !DILocation(line: 0, scope: !325, inlinedAt: !334)
!372 = distinct !{!372, !337, !373, !132}
!373 = !DILocation(line: 90, column: 5, scope: !322, inlinedAt: !334)
!374 = !DILocation(line: 123, column: 24, scope: !48)
!375 = !DILocation(line: 123, column: 29, scope: !48)
!376 = !DILocation(line: 123, column: 32, scope: !48)
!377 = !DILocation(line: 123, column: 53, scope: !48)
!378 = !DILocation(line: 0, scope: !75)
!379 = !DILocation(line: 125, column: 9, scope: !75)
!380 = !DILocation(line: 126, column: 19, scope: !381)
!381 = distinct !DILexicalBlock(scope: !75, file: !2, line: 125, column: 9)
!382 = !DILocation(line: 126, column: 26, scope: !381)
!383 = !DILocation(line: 126, column: 24, scope: !381)
!384 = !DILocation(line: 125, column: 36, scope: !381)
!385 = distinct !{!385, !369}
!386 = !DILocation(line: 127, column: 9, scope: !48)
!387 = !DILocation(line: 98, column: 38, scope: !49)
!388 = !DILocation(line: 98, column: 29, scope: !49)
!389 = distinct !{!389, !93, !390, !132}
!390 = !DILocation(line: 129, column: 5, scope: !46)
!391 = distinct !{!391, !379, !392, !132}
!392 = !DILocation(line: 126, column: 31, scope: !75)
!393 = !DISubprogram(name: "malloc", scope: !394, file: !394, line: 553, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!395 = !DISubroutineType(types: !396)
!396 = !{!397, !50}
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!398 = !DISubprogram(name: "printf", scope: !399, file: !399, line: 356, type: !400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!400 = !DISubroutineType(types: !401)
!401 = !{!32, !402, null}
!402 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !41)
!403 = !DISubprogram(name: "free", scope: !394, file: !394, line: 568, type: !404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!404 = !DISubroutineType(types: !405)
!405 = !{null, !397}
